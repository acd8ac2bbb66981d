import Alerts
import Foundation
import SwiftUI

/// Shows an alert from any view: read it from the environment and call it like a function.
///
/// Apply `.showAlertView()` once at the root, then, in any view below it:
///
/// ```swift
/// struct SaveButton: View {
///     @Environment(\.showAlert) var showAlert
///
///     var body: some View {
///         Button("Speichern") {
///             showAlert(title: "Fehler", message: "Das Profil konnte nicht gespeichert werden.", buttons: [
///                 .cancel("Abbrechen"),
///                 AlertButton(title: "Erneut versuchen") { profile.save() },
///             ])
///         }
///     }
/// }
/// ```
///
/// Every request ends in exactly one ``/Alerts/AlertOutcome``: the fire-and-forget forms
/// return an ``/Alerts/AlertHandle`` that tells it, the `present` forms wait for it, and
/// ``confirm(_:fileID:line:)`` reduces it to a `Bool`.
///
/// The value is a stable reference to the host of the nearest `.showAlertView()`: showing or
/// answering an alert never changes it, so views that read it are not invalidated by alerts.
/// It is equal to itself for as long as that `.showAlertView()` lives, and unequal to the
/// value of any other.
///
/// Without a `.showAlertView()` above the caller, the environment holds a value with no host: a
/// call reports a runtime warning that names the fix and its request ends
/// `.rejected(.noHost)`; nothing is dropped silently.
///
/// In a unit test, build one on a test host and drive it without rendering anything:
///
/// ```swift
/// let center = AlertCenter(clock: ManualAlertClock())
/// let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
/// model.save(using: showAlert)
/// #expect(center.visiblePresentation?.alert.title == "Fehler")
/// ```
public struct ShowAlertAction: Sendable, Equatable {
    let connection: AlertHostConnection
    /// The view marked with ``SwiftUI/View/alertAnchor()`` that requests through this value,
    /// if any: its confirmation dialogs are attached there.
    let anchor: AlertAnchor?
    /// The locale of the view that reads this value (`\.locale`): its keys are looked up and
    /// formatted in it, as `Text` does; `nil` for the current locale.
    var locale: Locale?

    init(connection: AlertHostConnection, anchor: AlertAnchor? = nil) {
        self.connection = connection
        self.anchor = anchor
    }

    /// Creates an action that shows alerts through `host`; its requests end
    /// ``/Alerts/AlertOutcome/hostGone`` if the host detaches before they are answered.
    ///
    /// `.showAlertView()` creates the environment's action itself; this initializer is for
    /// tests and previews that inject one with `.environment(\.showAlert, action)`.
    public init(host: AlertHost) {
        self.init(connection: AlertHostConnection(host: host))
    }

    /// Shows an alert with a localized title and message and buttons; no buttons gives a
    /// single "OK".
    ///
    /// A literal is a `LocalizedStringKey`, looked up and extracted by Xcode as `Text("…")`
    /// does, in the locale of the view that read the action (`\.locale`); interpolated values
    /// are formatted in. The key is resolved when you call.
    ///
    /// ```swift
    /// showAlert(title: "Save failed", message: "“\(name)” could not be saved.")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The key of the alert's title.
    ///   - message: The key of the text shown under the title.
    ///   - buttons: The buttons, in order; none gives a single "OK".
    ///   - tableName: The strings table to look the keys up in; `nil` for `Localizable`.
    ///   - bundle: The bundle of that table; `nil` for the main bundle.
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    @MainActor
    @discardableResult
    public func callAsFunction(
        title: LocalizedStringKey, message: LocalizedStringKey? = nil, buttons: [AlertButton] = [],
        tableName: String? = nil, bundle: Bundle? = nil,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> AlertHandle {
        callAsFunction(alert(title: title, message: message, buttons: buttons, tableName: tableName, bundle: bundle), fileID: fileID, line: line)
    }

    /// Shows an alert with a title, a message and buttons, shown as written: for text that is
    /// already localized. No buttons gives a single "OK".
    ///
    /// ```swift
    /// showAlert(title: error.localizedDescription)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: Text shown under the title.
    ///   - buttons: The buttons, in order; none gives a single "OK".
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    @_disfavoredOverload
    @MainActor
    @discardableResult
    public func callAsFunction(
        title: some StringProtocol, message: String? = nil, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line
    ) -> AlertHandle {
        connection.request(AlertData(title: String(title), message: message, buttons: buttons), from: AlertCallSite(fileID: fileID, line: line), anchor: anchor)
    }

    /// Shows an alert described by an ``/Alerts/AlertData`` or by any
    /// ``/Alerts/AlertRepresentable`` value, such as a case of the app's own enum of alerts.
    ///
    /// ```swift
    /// showAlert(AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")]))
    /// showAlert(AccountAlert.forceUpdate { openStore() })
    /// ```
    @MainActor
    @discardableResult
    public func callAsFunction(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) -> AlertHandle {
        connection.request(alert.alertData, from: AlertCallSite(fileID: fileID, line: line), anchor: anchor)
    }

    /// Shows an alert that reports an error; see ``/Alerts/AlertData/init(error:title:buttons:)``.
    /// An error that only says its operation was cancelled is not something to tell the
    /// person: a `CancellationError`, `URLError.cancelled` (what `URLSession` throws when a
    /// `.task` or `.refreshable` is cancelled), `CocoaError.userCancelled`, or any error reported
    /// from a cancelled task ends ``/Alerts/AlertOutcome/cancelled`` at once, never shown.
    ///
    /// ```swift
    /// do { try await profile.save() } catch { showAlert(error: error) }
    /// ```
    @MainActor
    @discardableResult
    public func callAsFunction(error: any Error, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line) -> AlertHandle {
        connection.request(
            AlertData(error: error, buttons: buttons), from: AlertCallSite(fileID: fileID, line: line),
            withdrawn: CancellationReport.isCancellation(error), anchor: anchor)
    }

    /// Shows an alert with a localized title and message and buttons, and waits for its
    /// outcome. Cancelling the waiting task withdraws the request.
    @MainActor
    public func present(
        title: LocalizedStringKey, message: LocalizedStringKey? = nil, buttons: [AlertButton] = [],
        tableName: String? = nil, bundle: Bundle? = nil,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async -> AlertOutcome {
        await present(alert(title: title, message: message, buttons: buttons, tableName: tableName, bundle: bundle), fileID: fileID, line: line)
    }

    /// Shows an alert with a title, a message and buttons, shown as written, and waits for its
    /// outcome. Cancelling the waiting task withdraws the request.
    @_disfavoredOverload
    @MainActor
    public func present(title: some StringProtocol, message: String? = nil, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line)
        async -> AlertOutcome
    {
        await present(AlertData(title: String(title), message: message, buttons: buttons), fileID: fileID, line: line)
    }

    /// Shows an alert and waits for its outcome. Cancelling the waiting task withdraws the
    /// request; from a task already cancelled, it ends ``/Alerts/AlertOutcome/cancelled``
    /// without being shown.
    ///
    /// ```swift
    /// let outcome = await showAlert.present(AlertData(
    ///     title: "Rename", buttons: [.cancel(), .ok("Rename")],
    ///     textFields: [AlertTextField(placeholder: "Name", text: file.name)]))
    /// if outcome.isConfirmed, let name = outcome.answer?.textValues.first { file.rename(to: name) }
    /// ```
    @MainActor
    public func present(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) async -> AlertOutcome {
        await connection.present(alert.alertData, from: AlertCallSite(fileID: fileID, line: line), anchor: anchor)
    }

    /// Shows an alert that reports an error and waits for its outcome; an error that only says
    /// its operation was cancelled (see ``callAsFunction(error:buttons:fileID:line:)``) ends
    /// ``/Alerts/AlertOutcome/cancelled`` at once, never shown.
    @MainActor
    public func present(error: any Error, buttons: [AlertButton] = [], fileID: StaticString = #fileID, line: UInt = #line) async -> AlertOutcome {
        if CancellationReport.isCancellation(error) {
            return await callAsFunction(error: error, buttons: buttons, fileID: fileID, line: line).value
        }
        return await present(AlertData(error: error, buttons: buttons), fileID: fileID, line: line)
    }

    /// Shows an alert and returns whether the person chose a button other than the cancel one.
    ///
    /// ```swift
    /// if await showAlert.confirm(AlertData(title: "Delete “Notes.txt”?",
    ///                                      buttons: [.cancel(), .destructive("Delete")])) {
    ///     try files.delete("Notes.txt")
    /// }
    /// ```
    @MainActor
    public func confirm(_ alert: some AlertRepresentable, fileID: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await present(alert, fileID: fileID, line: line).isConfirmed
    }

    /// The alert the `LocalizedStringKey` forms show, its keys resolved now.
    private func alert(
        title: LocalizedStringKey, message: LocalizedStringKey?, buttons: [AlertButton],
        tableName: String?, bundle: Bundle?
    ) -> AlertData {
        AlertData(
            title: LocalizedStringKeyResolver.string(for: title, tableName: tableName, bundle: bundle, locale: locale),
            message: message.map { LocalizedStringKeyResolver.string(for: $0, tableName: tableName, bundle: bundle, locale: locale) },
            buttons: buttons)
    }

    /// Whether both values come from the same `.showAlertView()` (or the same
    /// ``init(host:)``) for views of the same locale: identity, not the alerts shown.
    public static func == (lhs: ShowAlertAction, rhs: ShowAlertAction) -> Bool {
        lhs.connection === rhs.connection && lhs.anchor === rhs.anchor && lhs.locale == rhs.locale
    }
}
