// Platform exclusion and overload resolution that must not be reported.
// Parsed by the audit, never compiled.
import SwiftUI

struct ShortcutRow: View {
    var count: Int
    var flag: Binding

    var body: some View {
        #if !os(tvOS) && !os(watchOS)
        Text("Save").keyboardShortcutHint("s")
        #endif
    }

    var iOSOnly: some View {
        #if os(iOS)
        if #available(iOS 16, *) {
            return NavigationStack { Text("Home") }
        }
        #endif
        return Text("Home")
    }

    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    var shortcut: some View {
        Text("Save").keyboardShortcutHint("s")
    }

    var overloads: some View {
        // `Text(_:)` matches an ungated initializer as well as a gated one; a closure taking
        // one parameter is `onChange(of:perform:)`, not the iOS 17 overload.
        Text("Count: \(count)").onChange(of: count) { _ in }
    }

    var sheetAndLimit: some View {
        // The lone trailing closure fills `content:`, so this is the ungated method `sheet`,
        // not `PresentationAdaptation.sheet`; `lineLimit(2)` is the ungated method.
        Text("Notes").sheet(isPresented: flag) { Text("Sheet") }.lineLimit(2)
    }

    func wasCaptured(_ log: SceneLog) -> Bool {
        // A closure held in a property is called without labels, so a labeled call is a
        // method of `SceneLog`, not the gated property `EnvironmentValues.isSceneCaptured`.
        log.isSceneCaptured(since: 0)
    }

    var startedAt: Date {
        // `Date` is not in the index, so its `now` is not taken for the gated `Schedule.now`.
        Date.now
    }

    func firstOf<Request>(_ requests: [Request]) -> Request? {
        // A generic parameter named `Request` is not the gated nested type `Workload.Request`.
        requests.first
    }
}
