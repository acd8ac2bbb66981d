import Alerts
import SwiftUI
import SwiftUIAlerts

/// What the sheet screens' requests ended with, in order.
@MainActor
final class SheetOutcomeLog {
    var renamed: [SheetOutcome<String>] = []
    var details: [SheetOutcome<Int>] = []
}

/// A root with `.showAlertView()` around content that asks for a "Rename" sheet.
struct SheetLaneScreen: View {
    let log: SheetOutcomeLog

    var body: some View {
        RootContent(log: log).showAlertView()
    }
}

/// Asks for a "Rename" sheet through `\.showSheet`.
struct RootContent: View {
    @Environment(\.showSheet) private var showSheet
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Root")
            Button("Rename", role: nil) {
                Task { log.renamed.append(await showSheet("Rename", finishingWith: String.self) { RenameForm(log: log) }) }
            }
        }
    }
}

/// A sheet's content: it finishes with a name, or asks for a sheet of its own.
struct RenameForm: View {
    @Environment(\.finishSheet) private var finishSheet
    @Environment(\.showSheet) private var showSheet
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Rename form")
            Button("Save", role: nil) { finishSheet("Notes 2") }
            Button("Details", role: nil) {
                Task { log.details.append(await showSheet("Details", finishingWith: Int.self) { DetailsForm() }) }
            }
        }
    }
}

/// The content of a sheet presented from a sheet.
struct DetailsForm: View {
    @Environment(\.finishSheet) private var finishSheet

    var body: some View {
        VStack {
            Text("Details form")
            Button("Pick 3", role: nil) { finishSheet(3) }
        }
    }
}
