import Alerts
import SwiftUI

/// Seed 000's design, for comparison only: the modifier keeps an `AlertData?` in its `@State`
/// and puts a closure that sets it in the environment.
struct Seed000ShowAlertView: ViewModifier {
    @State private var alertData: AlertData?

    func body(content: Content) -> some View {
        content
            .environment(\.seed000ShowAlert, Seed000ShowAlertAction { [$alertData] in $alertData.wrappedValue = $0 })
            .alert(alertData?.title ?? "", isPresented: isPresented, presenting: alertData) { data in
                ForEach(data.buttons.indices.map(Seed000ButtonIndex.init)) { index in
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

/// The position of a button of seed 000's alert.
struct Seed000ButtonIndex: Identifiable {
    let id: Int
}

/// Seed 000's environment value: a closure, which SwiftUI can never find equal to the last one.
struct Seed000ShowAlertAction {
    let show: @MainActor (AlertData) -> Void

    @MainActor func callAsFunction(title: String) {
        show(AlertData(title: title, buttons: [.ok()]))
    }
}

/// The key of `EnvironmentValues.seed000ShowAlert`.
struct Seed000ShowAlertKey: EnvironmentKey {
    static var defaultValue: Seed000ShowAlertAction { Seed000ShowAlertAction { _ in } }
}

extension EnvironmentValues {
    var seed000ShowAlert: Seed000ShowAlertAction {
        get { self[Seed000ShowAlertKey.self] }
        set { self[Seed000ShowAlertKey.self] = newValue }
    }
}
