import Alerts
import AlertsTestSupport
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
        SheetLaneRootContent(log: log).showAlertView()
    }
}

/// Asks for a "Rename" sheet through `\.showSheet`.
struct SheetLaneRootContent: View {
    @Environment(\.showSheet) private var showSheet
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Root")
            Button("Rename", role: nil) {
                Task { log.renamed.append(await showSheet("Rename", finishingWith: String.self) { SheetLaneRenameForm(log: log) }) }
            }
        }
    }
}

/// A sheet's content: it finishes with a name, or asks for a sheet of its own.
struct SheetLaneRenameForm: View {
    @Environment(\.finishSheet) private var finishSheet
    @Environment(\.showSheet) private var showSheet
    let log: SheetOutcomeLog

    var body: some View {
        VStack {
            Text("Rename form")
            Button("Save", role: nil) { finishSheet("Notes 2") }
            Button("Details", role: nil) {
                Task { log.details.append(await showSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() }) }
            }
        }
    }
}

/// The content of a sheet presented from a sheet.
struct SheetLaneDetailsForm: View {
    @Environment(\.finishSheet) private var finishSheet

    var body: some View {
        VStack {
            Text("Details form")
            Button("Pick 3", role: nil) { finishSheet(3) }
        }
    }
}
