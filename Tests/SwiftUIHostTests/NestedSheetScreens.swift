import Alerts
import SwiftUI
import SwiftUIAlerts

/// Two sheets, one presented from inside the other, whose bindings a button turns `false`
/// together: the app's own `sheet` modifiers, with no `.showAlertView()`.
struct TwoNestedAppSheetsScreen: View {
    @State private var isOuterPresented = false
    @State private var isInnerPresented = false

    var body: some View {
        VStack {
            Text("Root")
            Button("Open", role: nil) { isOuterPresented = true }
        }
        .sheet(isPresented: $isOuterPresented) {
            VStack {
                Text("Outer sheet")
                Button("Open inner", role: nil) { isInnerPresented = true }
            }
            .sheet(isPresented: $isInnerPresented) {
                VStack {
                    Text("Inner sheet")
                    Button("Close both", role: nil) {
                        isInnerPresented = false
                        isOuterPresented = false
                    }
                }
            }
        }
    }
}

/// What each level of ``NestedSheetsScreen`` ended with, by level (1 is the lowest sheet).
@MainActor
final class NestedSheetLog {
    var outcomes: [Int: SheetOutcome<Int>] = [:]
}

/// A root with `.showAlertView()` whose content asks for a sheet through `\.showSheet`; each
/// sheet asks for the next level from inside itself.
struct NestedSheetsScreen: View {
    let log: NestedSheetLog
    var options = SheetOptions()

    var body: some View {
        NestedSheetLevel(level: 0, log: log, options: options).showAlertView()
    }
}

/// One level: its title, a button opening the level above, and one finishing this level.
struct NestedSheetLevel: View {
    let level: Int
    let log: NestedSheetLog
    var options = SheetOptions()
    @Environment(\.showSheet) private var showSheet
    @Environment(\.finishSheet) private var finishSheet

    var body: some View {
        VStack {
            Text("Level \(level)")
            Button("Open level \(level + 1)", role: nil) {
                let next = level + 1
                Task { [log, options] in
                    log.outcomes[next] = await showSheet("Level \(next)", options: options, finishingWith: Int.self) {
                        NestedSheetLevel(level: next, log: log, options: options)
                    }
                }
            }
            Button("Finish", role: nil) { finishSheet(level) }
        }
    }
}

/// A root whose sheet, asked for through `\.showSheet`, presents the app's own `sheet`; that
/// sheet's button closes it and asks the center to take every sheet down, in one action.
struct AppSheetInsideAPackageSheetScreen: View {
    var body: some View {
        AppSheetLauncher().showAlertView()
    }
}

/// Asks for the package's sheet.
struct AppSheetLauncher: View {
    @Environment(\.showSheet) private var showSheet

    var body: some View {
        VStack {
            Text("Root")
            Button("Open", role: nil) {
                Task { _ = await showSheet("Package sheet", finishingWith: Int.self) { AppSheetPresenter() } }
            }
        }
    }
}

/// The package sheet's content: it presents the app's own sheet.
struct AppSheetPresenter: View {
    @State private var isAppSheetPresented = false
    @Environment(\.alertCenter) private var center

    var body: some View {
        VStack {
            Text("Package sheet")
            Button("Open app sheet", role: nil) { isAppSheetPresented = true }
        }
        .sheet(isPresented: $isAppSheetPresented) {
            Button("Done", role: nil) {
                isAppSheetPresented = false
                center?.dismissAllSheets()
            }
        }
    }
}
