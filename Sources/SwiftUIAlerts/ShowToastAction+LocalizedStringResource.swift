// `LocalizedStringResource` is Foundation's on Apple platforms only; Foundation elsewhere has
// no such type, so this form exists where it does.
#if canImport(Darwin)
import Alerts
import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension ShowToastAction {
    /// Shows a toast whose title and message are `LocalizedStringResource`s, looked up in the
    /// table and bundle each names, in the app's language, when you call. A string literal
    /// picks the `LocalizedStringKey` form, as `Text` does.
    ///
    /// ```swift
    /// showToast(LocalizedStringResource("Saved", table: "Editor"), style: .success)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The toast's title.
    ///   - message: Text under the title.
    ///   - style: The toast's style.
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    @_disfavoredOverload
    @MainActor
    @discardableResult
    public func callAsFunction(
        _ title: LocalizedStringResource, message: LocalizedStringResource? = nil, style: ToastStyle = .info,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> ToastHandle {
        callAsFunction(
            ToastData(title: String(localized: title), message: message.map { String(localized: $0) }, style: style),
            fileID: fileID, line: line)
    }
}
#endif
