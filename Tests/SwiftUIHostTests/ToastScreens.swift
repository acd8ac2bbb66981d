import Alerts
import AlertsTestSupport
import SwiftUI
import SwiftUIAlerts

/// A screen whose buttons request toasts through `@Environment(\.showToast)`, keeping each
/// handle; tests apply `.showAlertView()` above it.
struct ToastScreen: View {
    @Environment(\.showToast) private var showToast
    let log: ToastLog

    var body: some View {
        VStack {
            Button("Save", role: nil) {
                log.handles.append(showToast("Saved", style: .success))
            }
            Button("Fail", role: nil) {
                log.handles.append(showToast("Upload failed", message: "No connection.", style: .error))
            }
            Button("Delete", role: nil) {
                log.handles.append(
                    showToast(
                        ToastData(
                            title: "Message deleted",
                            button: ToastButton("Undo") { [log] in log.undone += 1 },
                            position: .top
                        )))
            }
            Button("Archive", role: nil) {
                log.handles.append(
                    showToast(
                        ToastData(
                            title: "Archived",
                            button: ToastButton("Undo") { [showToast, log] in
                                log.handles.append(showToast("Restored", style: .success))
                            }
                        )))
            }
            Button("Copy", role: nil) {
                log.handles.append(showToast(ToastData(title: "Copied", coalescingKey: "copied")))
            }
        }
    }
}

/// The toast handles a test's views made, and what their actions did.
@MainActor
final class ToastLog {
    var handles: [ToastHandle] = []
    var undone = 0

    var outcomes: [ToastOutcome?] { handles.map(\.outcome) }
}

/// What a screen reader was told, in order.
@MainActor
final class AnnouncementRecorder {
    private(set) var announcements: [AccessibilityAnnouncement] = []
    /// How many times the screen reader was told the screen changed.
    private(set) var screenChanges = 0

    var texts: [String] { announcements.map(\.text) }

    /// An announcer that records here; put it in the root's environment.
    var announcer: AccessibilityAnnouncer {
        AccessibilityAnnouncer(
            post: { [weak self] in self?.announcements.append($0) },
            screenChanged: { [weak self] in self?.screenChanges += 1 }
        )
    }
}

/// A screen that opens a sheet with its own `.showAlertView()`; the sheet's button says "Saved"
/// and, with "Save and Close", closes the sheet in the same tap.
struct SheetToastScreen: View {
    @State private var isEditing = false

    var body: some View {
        Button("Edit", role: nil) { isEditing = true }
            .sheet(isPresented: $isEditing) {
                SheetToastEditor()
                    .showAlertView()
            }
            .showAlertView()
    }
}

struct SheetToastEditor: View {
    @Environment(\.showToast) private var showToast
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editor")
            Button("Save and Close", role: nil) {
                showToast("Saved", style: .success)
                dismiss()
            }
        }
    }
}

/// A screen whose buttons run work with the loading indicator through
/// `@Environment(\.withLoading)`, each until the test opens its gate; tests apply
/// `.showAlertView()` above it.
struct LoadingScreen: View {
    @Environment(\.withLoading) private var withLoading
    let work: LoadingWork

    var body: some View {
        VStack {
            Button("Sync", role: nil) {
                Task { [withLoading, work] in
                    work.results.append(await work.run { try await withLoading("Syncing…") { try await work.gate.wait() } })
                }
            }
            Button("Sync in Background", role: nil) {
                Task { [withLoading, work] in
                    work.results.append(
                        await work.run {
                            try await withLoading("Syncing…", blocksInteraction: false) { try await work.gate.wait() }
                        })
                }
            }
            Button("Export", role: nil) {
                Task { [withLoading, work] in
                    work.results.append(
                        await work.run {
                            try await withLoading(
                                "Exporting…", progress: 0, isCancellable: true,
                                success: ToastData(title: "Exported", style: .success)
                            ) { loading in
                                for step in 1...4 {
                                    try await work.gate.wait()
                                    work.gate.close()
                                    loading.update(progress: Double(step) / 4)
                                }
                            }
                        })
                }
            }
            Button("Edit", role: nil) { work.edits += 1 }
        }
    }
}

/// The work a `LoadingScreen` runs: it waits on a gate the test opens.
@MainActor
final class LoadingWork {
    let gate = Gate()
    var results: [String] = []
    var edits = 0

    /// Runs `operation` and describes how it ended.
    func run(_ operation: () async throws -> Void) async -> String {
        do {
            try await operation()
            return "returned"
        } catch is CancellationError {
            return "cancelled"
        } catch {
            return "threw \(error)"
        }
    }
}
