import Alerts
import SwiftUI
import SwiftUIAlerts

/// Two alerts in plain SwiftUI: "Outer" attached outside "Inner" on one view, or "Inner" on
/// an empty view of its own over it when `separatesInner`.
struct TwoAlertsScreen: View {
    let separatesInner: Bool
    @State private var isInnerPresented = false
    @State private var isOuterPresented = false

    var body: some View {
        if separatesInner {
            buttons.overlay {
                EmptyView().alert("Inner", isPresented: $isInnerPresented, presenting: "") { _ in
                    okButton
                } message: { _ in
                    EmptyView()
                }
            }
            .alert("Outer", isPresented: $isOuterPresented, presenting: "") { _ in
                okButton
            } message: { _ in
                EmptyView()
            }
        } else {
            buttons.alert("Inner", isPresented: $isInnerPresented, presenting: "") { _ in
                okButton
            } message: { _ in
                EmptyView()
            }
            .alert("Outer", isPresented: $isOuterPresented, presenting: "") { _ in
                okButton
            } message: { _ in
                EmptyView()
            }
        }
    }

    private var buttons: some View {
        VStack {
            Button("Show inner", role: nil) { isInnerPresented = true }
            Button("Show outer", role: nil) { isOuterPresented = true }
        }
    }

    private var okButton: some View {
        Button("OK", role: nil) {}
    }
}

/// A sheet attached beneath an alert of the same view, in plain SwiftUI.
struct SheetBeneathAlertScreen: View {
    @State private var isSheetPresented = false
    @State private var isAlertPresented = false

    var body: some View {
        Button("Open", role: nil) { isSheetPresented = true }
            .sheet(isPresented: $isSheetPresented) { Text("Sheet") }
            .alert("Alert", isPresented: $isAlertPresented, presenting: "") { _ in
                Button("OK", role: nil) {}
            } message: { _ in
                EmptyView()
            }
    }
}

/// A screen with the app's own `alert` on the same view as `.showAlertView()`: attached inside
/// it (`appAlertOutside` false) or outside it. "Ask" requests an alert through the package,
/// "Own" shows the app's alert.
struct AppAlertBesideShowAlertView: View {
    let appAlertOutside: Bool
    let request: AlertData
    let log: HandleLog
    @State private var isOwnPresented = false

    var body: some View {
        if appAlertOutside {
            buttons.showAlertView().alert("Own", isPresented: $isOwnPresented, presenting: "") { _ in
                ownButton
            } message: { _ in
                EmptyView()
            }
        } else {
            buttons.alert("Own", isPresented: $isOwnPresented, presenting: "") { _ in
                ownButton
            } message: { _ in
                EmptyView()
            }.showAlertView()
        }
    }

    private var buttons: some View {
        VStack {
            RequestButton(title: "Ask", alert: request, log: log)
            Button("Own", role: nil) { isOwnPresented = true }
        }
    }

    private var ownButton: some View {
        Button("Fine", role: nil) {}
    }
}

/// The app's own `alert` outside `sheetShowingAlerts` on the same view, under `.showAlertView()`.
struct AppAlertBesideSheetShowingAlerts: View {
    @State private var isOwnPresented = false
    @State private var isSheetPresented = false

    var body: some View {
        VStack {
            Button("Open", role: nil) { isSheetPresented = true }
            Button("Own", role: nil) { isOwnPresented = true }
        }
        .sheetShowingAlerts(isPresented: $isSheetPresented) { Text("Editor") }
        .alert("Own", isPresented: $isOwnPresented, presenting: "") { _ in
            Button("Fine", role: nil) {}
        } message: { _ in
            EmptyView()
        }
        .showAlertView()
    }
}
