import Alerts
import AlertsTestSupport
import SwiftUI
import SwiftUIAlerts

/// A root with `.showAlertView()` around content that asks for a "Rename" sheet with the
/// given options, and shows the detent that sheet rests at.
struct SheetOptionsScreen: View {
    let options: (Binding<SheetOptions.Detent>) -> SheetOptions
    let log: SheetOutcomeLog

    var body: some View {
        SheetOptionsRootContent(options: options, log: log).showAlertView()
    }
}

/// Asks for a "Rename" sheet through `\.showSheet`, with options that may select a detent in
/// its own state.
struct SheetOptionsRootContent: View {
    @Environment(\.showSheet) private var showSheet
    @State private var detent = SheetOptions.Detent.medium
    let options: (Binding<SheetOptions.Detent>) -> SheetOptions
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Root")
            Text("Detent \(String(describing: detent))")
            Button("Rename", role: nil) {
                Task {
                    log.renamed.append(
                        await showSheet("Rename", options: options($detent), finishingWith: String.self) { SheetLaneRenameForm(log: log) })
                }
            }
        }
    }
}
