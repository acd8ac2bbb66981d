import Alerts
import SwiftUI
import SwiftUIAlerts

/// A root with a dialog button marked with `alertAnchor()` (while `isAnchorShown`), a dialog
/// button and an alert button that are not, under one `.showAlertView()`.
struct AnchoredDialogScreen: View {
    let log: HandleLog
    @State private var isAnchorShown = true

    static let dialog = AlertData(title: "Move?", buttons: [.cancel(), .destructive("Move")], style: .confirmationDialog)
    static let alert = AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")])

    var body: some View {
        VStack {
            if isAnchorShown {
                RequestButton(title: "Anchored", alert: Self.dialog, log: log).alertAnchor()
            }
            RequestButton(title: "Elsewhere", alert: Self.dialog, log: log)
            RequestButton(title: "Alert", alert: Self.alert, log: log)
            Button("Remove the anchored button", role: nil) { isAnchorShown = false }
        }
        .showAlertView()
    }
}
