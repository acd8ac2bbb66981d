#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

extension UIViewController {
    /// Shows an alert through the ``/Alerts/AlertCenter`` this view controller's window (or the
    /// controller, or one that contains or presents it) is attached to, and returns at once;
    /// the handle tells how it ended. No buttons gives a single "OK".
    ///
    /// ```swift
    /// @objc func save() {
    ///     showAlert(title: "Saved", message: "Your changes are safe.")
    /// }
    /// ```
    ///
    /// Attached to nothing, it reports a runtime warning that names the fix, and the request
    /// ends ``/Alerts/AlertOutcome/rejected(_:)`` with ``/Alerts/RequestRejection/noHost``.
    @discardableResult
    public func showAlert(
        title: String, message: String? = nil, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line
    ) -> AlertHandle {
        showAlert(AlertData(title: title, message: message, buttons: buttons), fileID: fileID, line: line)
    }

    /// Shows an alert described by an ``/Alerts/AlertData`` or any
    /// ``/Alerts/AlertRepresentable`` value, and returns at once; see
    /// ``showAlert(title:message:buttons:fileID:line:)``.
    ///
    /// ```swift
    /// showAlert(AlertData(title: "Sync failed", coalescingKey: "sync"))
    /// ```
    @discardableResult
    public func showAlert(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) -> AlertHandle {
        ViewControllerAlertRequests.shared.request(
            alert.alertData, through: attachedAlertHost, from: alertCallerName, at: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows an alert that reports an error, and returns at once; see
    /// ``/Alerts/AlertData/init(error:title:buttons:)``. An error that only says its operation
    /// was cancelled (`CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, or
    /// any error reported from a cancelled task) ends ``/Alerts/AlertOutcome/cancelled`` at
    /// once, never shown.
    ///
    /// ```swift
    /// do { try await library.sync() } catch { showAlert(error: error) }
    /// ```
    @discardableResult
    public func showAlert(error: any Error, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line) -> AlertHandle {
        ViewControllerAlertRequests.shared.request(
            error: error, buttons: buttons, through: attachedAlertHost, from: alertCallerName, at: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows an alert with a title, a message and buttons, and waits for its outcome, as
    /// ``/Alerts/AlertCenter/present(title:message:buttons:)`` does. Cancelling the waiting task
    /// withdraws the request.
    ///
    /// ```swift
    /// let outcome = await presentAlert(title: "Delete “Notes”?", buttons: [.cancel(), .destructive("Delete")])
    /// if outcome.isConfirmed { try await library.delete(note) }
    /// ```
    public func presentAlert(
        title: String, message: String? = nil, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line
    ) async -> AlertOutcome {
        await presentAlert(AlertData(title: title, message: message, buttons: buttons), fileID: fileID, line: line)
    }

    /// Shows an alert or a dialog and waits for its outcome, as
    /// ``/Alerts/AlertCenter/present(_:)`` does. Cancelling the waiting task withdraws the
    /// request; from a task already cancelled, it ends ``/Alerts/AlertOutcome/cancelled``
    /// without being shown.
    ///
    /// ```swift
    /// let outcome = await presentAlert(AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")],
    ///                                            textFields: [AlertTextField(placeholder: "Name")]))
    /// if outcome.isConfirmed, let name = outcome.answer?.textValues.first { note.rename(to: name) }
    /// ```
    public func presentAlert(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) async -> AlertOutcome {
        await ViewControllerAlertRequests.shared.present(
            alert.alertData, through: attachedAlertHost, from: alertCallerName, at: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows an alert or a dialog and returns whether the person chose a button other than the
    /// cancel one, as ``/Alerts/AlertCenter/confirm(_:)`` does.
    ///
    /// ```swift
    /// if await confirmAlert(AlertData(title: "Discard draft?", buttons: [.cancel(), .destructive("Discard")])) {
    ///     draft.discard()
    /// }
    /// ```
    public func confirmAlert(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await presentAlert(alert, fileID: fileID, line: line).isConfirmed
    }

    /// The host this controller's requests go to: its own attachment's, or that of the nearest
    /// controller that contains or presents it, or of its window.
    private var attachedAlertHost: UIKitAttachedHost? {
        ViewControllerAlertRequests.attachment(
            from: self, next: { $0.parent ?? $0.presentingViewController },
            attachedHost: { AlertAttachmentView.attachment(in: $0.viewIfLoaded)?.attached },
            windowHost: { AlertAttachmentView.attachment(in: $0.viewIfLoaded?.window)?.attached })
    }

    private var alertCallerName: String { String(describing: type(of: self)) }
}
#endif
