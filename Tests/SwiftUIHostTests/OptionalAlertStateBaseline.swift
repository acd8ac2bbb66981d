import Alerts
import SwiftUI

/// An optional alert in the root's state, for comparison only: the modifier keeps an `AlertData?` in its `@State`
/// and puts a closure that sets it in the environment.
struct OptionalAlertStateModifier: ViewModifier {
    @State private var alertData: AlertData?

    func body(content: Content) -> some View {
        content
            .environment(\.closureShowAlert, ClosureShowAlertAction { [$alertData] in $alertData.wrappedValue = $0 })
            .alert(alertData?.title ?? "", isPresented: isPresented, presenting: alertData) { data in
                ForEach(data.buttons.indices.map(OptionalAlertButtonIndex.init)) { index in
                    Button(data.buttons[index.id].title, role: nil) {}
                }
            } message: { data in
                Text(data.message ?? "")
            }
    }

    private var isPresented: Binding<Bool> {
        Binding(get: { [alertData] in alertData != nil }, set: { [$alertData] in if !$0 { $alertData.wrappedValue = nil } })
    }
}

/// The position of a button of the optional-alert-state design's alert.
struct OptionalAlertButtonIndex: Identifiable {
    let id: Int
}

/// That design's environment value: a closure, which SwiftUI can never find equal to the last one.
struct ClosureShowAlertAction {
    let show: @MainActor (AlertData) -> Void

    @MainActor func callAsFunction(title: String) {
        show(AlertData(title: title, buttons: [.ok()]))
    }
}

/// The key of `EnvironmentValues.closureShowAlert`.
struct ClosureShowAlertKey: EnvironmentKey {
    static var defaultValue: ClosureShowAlertAction { ClosureShowAlertAction { _ in } }
}

extension EnvironmentValues {
    var closureShowAlert: ClosureShowAlertAction {
        get { self[ClosureShowAlertKey.self] }
        set { self[ClosureShowAlertKey.self] = newValue }
    }
}
