import Alerts
import SwiftUI
import SwiftUIAlerts

/// A screen with `.showAlertView()` that presents an editor with the package's
/// `sheetShowingAlerts` (no `.showAlertView()` inside) or its `fullScreenCoverShowingAlerts`.
struct CoveringScreen: View {
    enum Presentation {
        case sheet
        case fullScreenCover
    }

    let presentation: Presentation
    let log: HandleLog
    @State private var isOpen = false

    var body: some View {
        let below = VStack {
            Text("Below")
            PushingRequestButton(log: log) { isOpen = true }
            Button("Open", role: nil) { isOpen = true }
        }
        switch presentation {
        case .sheet:
            below.sheetShowingAlerts(isPresented: $isOpen) { EditorSheet(log: log) }.showAlertView()
        case .fullScreenCover:
            below.fullScreenCoverShowingAlerts(isPresented: $isOpen) { EditorSheet(log: log) }.showAlertView()
        }
    }
}

/// The content of a presentation: it asks through its environment and closes itself.
struct EditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    let log: HandleLog

    var body: some View {
        VStack {
            Text("Editor")
            RequestButton(title: "Ask on the sheet", alert: AlertData(title: "Asked on the sheet"), log: log)
            Button("Done", role: nil) { dismiss() }
        }
    }
}
