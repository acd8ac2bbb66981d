import Alerts
import SwiftUI
import SwiftUIAlerts

/// A screen with `.showAlertView()` that presents things of the app's own, with SwiftUI's
/// `sheet` and `alert`: no `.showAlertView()` inside them, so the package does not know of
/// them but through UIKit.
struct ForeignPresentationScreen: View {
    let log: HandleLog
    let uiKit: EmulatedUIKit
    @State private var isSheetOpen = false
    @State private var isAppAlertShown = false

    var body: some View {
        VStack {
            Text("Below")
            Button("Open the app's sheet", role: nil) { isSheetOpen = true }
            Button("Show the app's alert", role: nil) { isAppAlertShown = true }
                .sheet(isPresented: $isSheetOpen) {
                    VStack {
                        Text("The app's sheet")
                        Button("Close", role: nil) { isSheetOpen = false }
                    }
                }
            RequestButton(title: "Ask", alert: AlertData(title: "Asked below"), log: log)
        }
        // The sheet is on another view: SwiftUI presents one presentation modifier per view.
        .alert("The app's own", isPresented: $isAppAlertShown, presenting: "shown") { _ in
            Button("Fine", role: nil) {}
        } message: { _ in
            Text("Shown with SwiftUI's alert")
        }
        .showAlertView()
        .environment(\.hostControllerProbe, uiKit.probe)
    }
}
