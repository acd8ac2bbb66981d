import Foundation

/// Whether an error only says that its operation was cancelled, which is nothing to tell the
/// person: `CancellationError`, `URLError.cancelled` (what `URLSession` throws when the task
/// of a `.task` or `.refreshable` is cancelled), `CocoaError.userCancelled`, and any error
/// thrown while the calling task is cancelled.
///
/// ``AlertCenter/show(error:buttons:)`` and SwiftUI's `showAlert(error:)` end such a request
/// ``AlertOutcome/cancelled`` at once, never shown.
package enum CancellationReport {
    /// Whether `error`, reported from the current task, says only that an operation was
    /// cancelled.
    package static func isCancellation(_ error: any Error) -> Bool {
        if Task.isCancelled || error is CancellationError { return true }
        if let urlError = error as? URLError { return urlError.code == .cancelled }
        if let cocoaError = error as? CocoaError { return cocoaError.code == .userCancelled }
        return false
    }
}
