// `LocalizedStringResource` is Foundation's on Apple platforms only; Foundation elsewhere has
// no such type, so these forms exist where it does.
#if canImport(Darwin)
import Alerts
import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension ShowAlertAction {
    /// Shows an alert whose title and message are `LocalizedStringResource`s, looked up in the
    /// table and bundle each names, in the app's language, when you call; no buttons gives a
    /// single "OK". A string literal picks the `LocalizedStringKey` form, as `Text` does.
    ///
    /// ```swift
    /// let title = LocalizedStringResource("Save failed", table: "Errors")
    /// showAlert(title: title, message: LocalizedStringResource("Check your connection.", table: "Errors"))
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
        title: LocalizedStringResource, message: LocalizedStringResource? = nil, buttons: [AlertButton] = [],
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> AlertHandle {
        callAsFunction(AlertData(title: title, message: message, buttons: buttons), fileID: fileID, line: line)
    }

    /// Shows an alert whose title and message are `LocalizedStringResource`s, and waits for its
    /// outcome. Cancelling the waiting task withdraws the request.
    @_disfavoredOverload
    @MainActor
    public func present(
        title: LocalizedStringResource, message: LocalizedStringResource? = nil, buttons: [AlertButton] = [],
        fileID: StaticString = #fileID, line: UInt = #line
    ) async -> AlertOutcome {
        await present(AlertData(title: title, message: message, buttons: buttons), fileID: fileID, line: line)
    }
}
#endif
