// Planted uses of gated API outside a matching check. Every line marked `reported` must be
// reported at that line, and no other line. Parsed by the audit, never compiled.
import SwiftUI

struct PlantedEditor: View {
    var bio: Binding
    var count: Int
    var stack: NavigationStack?  // reported: type position

    var body: some View {
        TextField("Bio", text: bio, axis: .vertical)  // reported: no check at all
    }

    func partlyChecked() -> any View {
        if #available(iOS 16.0, *) {
            return NavigationStack { Text("Home") }  // reported: check misses macOS, tvOS, watchOS
        }
        return Text("Home")
    }

    func elseBranch() -> any View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            return Text("Home")
        } else {
            return NavigationStack { Text("Home") }  // reported: the else branch is not checked
        }
    }

    func afterCheckedBlock() -> any View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            print("checked")
        }
        return NavigationStack { Text("Home") }  // reported: after the if, not inside it
    }

    func guardInInnerBlock(_ flag: Bool) -> any View {
        if flag {
            guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return Text("Home") }
            print("checked")
        }
        return NavigationStack { Text("Home") }  // reported: the guard covered only its block
    }

    func afterUnavailableGuard() -> any View {
        guard #unavailable(iOS 16, macOS 13, tvOS 16, watchOS 9) else { return Text("Home") }
        return NavigationStack { Text("Home") }  // reported: runs only on older systems
    }

    func labelsPickTheGatedOverload() -> some View {
        Text("Count").onChange(of: count, initial: true) {}  // reported: only the iOS 17 overload has `initial:`
    }

    func extensionGate() -> some View {
        Text("Notes").scrollDismissesKeyboard(1)  // reported: gated by its extension
    }

    func role() -> ButtonRole {
        .confirm  // reported: gated enum case
    }

    func captured(_ values: EnvironmentValues) -> Bool {
        values[keyPath: \.isSceneCaptured]  // reported: iOS and macOS only
    }
}

@available(iOS 16, *)
func iOSOnlyAttribute() -> some View {
    NavigationStack { Text("Home") }  // reported: attribute misses macOS, tvOS, watchOS
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
func badge() -> some View {
    Text("New")
}

func unguardedBadge() -> some View {
    badge()  // reported: the package's own gated function
}

struct PlantedOverloads: View {
    var count: Int

    var body: some View {
        Text("Count").onChange(of: count) {}  // reported: a closure taking nothing is the iOS 17 overload
    }

    var reservedLines: some View {
        Text("Notes").lineLimit(2, reservesSpace: true)  // reported: the gated method, not the ungated property
    }

    var adaptation: PresentationAdaptation {
        .sheet  // reported: needs iOS 16.4
    }

    var scheduled: Schedule {
        Schedule.now  // reported: a gated member of a known type
    }
}

struct PlantedQueue {
    var pending: Workload.Request?  // reported: a nested type named with its owner
}
