// Gated API used inside every kind of check the audit accepts. Nothing here is reported.
// Parsed by the audit, never compiled.
import SwiftUI

struct ProfileEditor: View {
    var bio: Binding

    var body: some View {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            TextField("Bio", text: bio, axis: .vertical)
        } else {
            TextField("Bio", text: bio)
        }
    }

    func home() -> any View {
        guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else {
            return Text("Home")
        }
        let makeStack = { NavigationStack { Text("Home") } }
        return makeStack()
    }

    func fallbackFirst() -> any View {
        if #unavailable(iOS 16, macOS 13, tvOS 16, watchOS 9) {
            return Text("Home")
        } else {
            return NavigationStack { Text("Home") }
        }
    }

    func fallbackInGuard() -> any View {
        guard #unavailable(iOS 16, macOS 13, tvOS 16, watchOS 9) else {
            return NavigationStack { Text("Home") }
        }
        return Text("Home")
    }

    func typed(_ value: Any) -> Bool {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), value is LocalizedResource {
            return true
        }
        return false
    }

    func sceneCaptured(in values: EnvironmentValues) -> Bool {
        if #available(iOS 17, macOS 14, *) {
            return values[keyPath: \.isSceneCaptured]
        }
        return false
    }

    func confirmRole() -> ButtonRole {
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return .confirm
        }
        return .cancel
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ModernHome: View {
    var stack: NavigationStack

    var body: some View {
        SwiftUI.NavigationStack { Text("Home") }.scrollDismissesKeyboard(1)
    }
}

extension NavigationStack {
    func dismissingKeyboard() -> some View {
        self.scrollDismissesKeyboard(2)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
func observedCounter(_ count: Int) -> some View {
    Text("Count").onChange(of: count, initial: true) {}
}

func counter(_ count: Int) -> any View {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        return observedCounter(count)
    }
    return Text("Count")
}
