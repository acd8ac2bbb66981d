// Planted uses of API that tvOS and watchOS lack, in code built for them. Every line marked
// `reported` must be reported at that line, and no other line. Parsed by the audit, never compiled.
import SwiftUI

struct ShortcutHints: View {
    var body: some View {
        Text("Save").keyboardShortcutHint("s")  // reported: built for every platform
    }

    var iOSAndTV: some View {
        #if os(iOS) || os(tvOS)
        Text("Save").keyboardShortcutHint("s")  // reported: still built for tvOS
        #else
        Text("Save")
        #endif
    }

    @available(tvOS, unavailable)
    var watchStillBuilt: some View {
        Text("Save").keyboardShortcutHint("s")  // reported: still built for watchOS
    }
}

func iOSOnlyStack() -> any View {
    #if os(iOS)
    return NavigationStack { Text("Home") }  // reported: only iOS is built here, and it needs iOS 16.0
    #else
    return Text("Home")
    #endif
}
