import Foundation

extension AlertData {
    /// Creates an alert that reports an error.
    ///
    /// An error that is ``AlertRepresentable`` describes itself. Otherwise a `LocalizedError`
    /// gives the title (its `errorDescription`) and the message (its `failureReason` and
    /// `recoverySuggestion`, in that order); any other error is titled "Error", in the app's
    /// language, with its `localizedDescription` as the message.
    ///
    /// ```swift
    /// do { try await api.pay() } catch { center.show(AlertData(error: error)) }
    /// ```
    ///
    /// - Parameters:
    ///   - error: The error to report.
    ///   - title: A title to use instead of the one the error gives.
    ///   - buttons: The buttons; none gives a single "OK".
    public init(error: any Error, title: String? = nil, buttons: [AlertButton] = []) {
        if let representable = error as? any AlertRepresentable {
            self = representable.alertData
            if let title { self.title = title }
            if !buttons.isEmpty { self.buttons = buttons }
            return
        }
        let resolvedTitle: String
        let message: String?
        if let localized = error as? any LocalizedError {
            let parts = [localized.failureReason, localized.recoverySuggestion]
                .compactMap { $0 }
                .filter { !$0.isBlank }
            resolvedTitle = title ?? localized.errorDescription ?? DefaultTitles.error
            message = parts.isEmpty ? nil : parts.joined(separator: "\n\n")
        } else {
            resolvedTitle = title ?? DefaultTitles.error
            message = error.localizedDescription
        }
        self.init(title: resolvedTitle, message: message, buttons: buttons)
    }
}
