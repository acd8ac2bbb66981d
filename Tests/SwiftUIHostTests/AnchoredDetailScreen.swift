import Alerts
import SwiftUI
import SwiftUIAlerts

/// A navigation stack under one `.showAlertView()` whose pushed screen asks for a dialog through
/// a button marked with `alertAnchor()`.
struct AnchoredDetailScreen: View {
    let log: HandleLog
    @State private var isPushed = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Root")
                Button("Push", role: nil) { isPushed = true }
            }
            .navigationDestination(isPresented: $isPushed) {
                VStack {
                    Text("Detail")
                    RequestButton(title: "Anchored", alert: AnchoredDialogScreen.dialog, log: log).alertAnchor()
                }
            }
        }
        .showAlertView()
    }
}
