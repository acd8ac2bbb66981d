import Alerts
import AlertsTestSupport
import SwiftUI
import SwiftUIAlerts

/// A root with `.showAlertView()` around content that asks for a "Rename" sheet with the
/// given options, and shows the detent that sheet rests at; the sheet asks for a "Details"
/// sheet with `nested` options.
struct SheetOptionsScreen: View {
    let options: (Binding<SheetOptions.Detent>) -> SheetOptions
    var nested = SheetOptions()
    let log: SheetOutcomeLog

    var body: some View {
        SheetOptionsRootContent(options: options, nested: nested, log: log).showAlertView()
    }
}

/// Asks for a "Rename" sheet through `\.showSheet`, with options that may select a detent in
/// its own state.
struct SheetOptionsRootContent: View {
    @Environment(\.showSheet) private var showSheet
    @State private var detent = SheetOptions.Detent.medium
    let options: (Binding<SheetOptions.Detent>) -> SheetOptions
    let nested: SheetOptions
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Root")
            Text("Detent \(String(describing: detent))")
            Button("Rename", role: nil) {
                Task {
                    log.renamed.append(
                        await showSheet("Rename", options: options($detent), finishingWith: String.self) {
                            SheetOptionsRenameForm(nested: nested, log: log)
                        })
                }
            }
        }
    }
}

/// A sheet's content: it finishes with a name, or asks for a "Details" sheet with `nested`
/// options.
struct SheetOptionsRenameForm: View {
    @Environment(\.finishSheet) private var finishSheet
    @Environment(\.showSheet) private var showSheet
    let nested: SheetOptions
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Rename form")
            Button("Save", role: nil) { finishSheet("Notes 2") }
            Button("Details", role: nil) {
                Task {
                    log.details.append(await showSheet("Details", options: nested, finishingWith: Int.self) { SheetLaneDetailsForm() })
                }
            }
        }
    }
}
