import Alerts
import Foundation
import SwiftUI

/// Shows a toast from any view: read it from the environment and call it like a function.
///
/// ```swift
/// struct SaveButton: View {
///     @Environment(\.showToast) var showToast
///
///     var body: some View {
///         Button("Save") {
///             profile.save()
///             showToast("Saved", style: .success)
///         }
///     }
/// }
/// ```
///
/// The toast is drawn by the nearest `.showAlertView()` that is on top, so a toast requested
/// while a sheet is up appears on the sheet, not under it. It is requested on the center rather
/// than on one host: a sheet that saves and closes itself can still say “Saved”, and the toast
/// moves to the screen below. Every request ends in exactly one ``/Alerts/ToastOutcome``; the
/// `present` form waits for it.
///
/// Without a `.showAlertView()` above the caller, a call reports a runtime warning that names
/// the fix and its request ends `.rejected(.noHost)`.
public struct ShowToastAction: Sendable, Equatable {
    let connection: AlertHostConnection
    /// The locale of the view that reads this value (`\.locale`): its keys are looked up and
    /// formatted in it, as `Text` does; `nil` for the current locale.
    var locale: Locale?

    /// Shows a toast with a localized title, an optional message and a style.
    ///
    /// A literal is a `LocalizedStringKey`, looked up and extracted by Xcode as `Text("…")`
    /// does; interpolated values are formatted in. The key is resolved when you call.
    ///
    /// ```swift
    /// showToast("Saved", style: .success)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The key of the toast's title.
    ///   - message: The key of the text under the title.
    ///   - style: The toast's style.
    ///   - tableName: The strings table to look the keys up in; `nil` for `Localizable`.
    ///   - bundle: The bundle of that table; `nil` for the main bundle.
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    @MainActor
    @discardableResult
    public func callAsFunction(
        _ title: LocalizedStringKey, message: LocalizedStringKey? = nil, style: ToastStyle = .info,
        tableName: String? = nil, bundle: Bundle? = nil,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> ToastHandle {
        let toast = ToastData(
            title: LocalizedStringKeyResolver.string(for: title, tableName: tableName, bundle: bundle, locale: locale),
            message: message.map { LocalizedStringKeyResolver.string(for: $0, tableName: tableName, bundle: bundle, locale: locale) },
            style: style)
        return callAsFunction(toast, fileID: fileID, line: line)
    }

    /// Shows a toast with a title, an optional message and a style, shown as written: for text
    /// that is already localized.
    ///
    /// ```swift
    /// showToast(document.name, message: savedInFolder, style: .success)
    /// ```
    @_disfavoredOverload
    @MainActor
    @discardableResult
    public func callAsFunction(
        _ title: some StringProtocol, message: String? = nil, style: ToastStyle = .info, fileID: StaticString = #fileID, line: UInt = #line
    ) -> ToastHandle {
        connection.requestToast(ToastData(title: String(title), message: message, style: style), from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows the toast `toast` describes: a symbol, a button, a position, a priority, a
    /// coalescing key or a duration of its own.
    ///
    /// ```swift
    /// showToast(ToastData(title: "Message deleted", button: ToastButton("Undo") { mailbox.restore(message) }))
    /// ```
    @MainActor
    @discardableResult
    public func callAsFunction(_ toast: ToastData, fileID: StaticString = #fileID, line: UInt = #line) -> ToastHandle {
        connection.requestToast(toast, from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows a toast and waits for its outcome. Cancelling the waiting task withdraws it.
    ///
    /// ```swift
    /// if await showToast.present(ToastData(title: "Archived", button: ToastButton("Undo"))) == .actionTapped {
    ///     mailbox.unarchive(message)
    /// }
    /// ```
    @MainActor
    public func present(_ toast: ToastData, fileID: StaticString = #fileID, line: UInt = #line) async -> ToastOutcome {
        await connection.presentToast(toast, from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Whether both values come from the same `.showAlertView()` (or the same
    /// ``init(host:)``) for views of the same locale.
    public static func == (lhs: ShowToastAction, rhs: ShowToastAction) -> Bool {
        lhs.connection === rhs.connection && lhs.locale == rhs.locale
    }
}

extension ShowToastAction {
    /// Creates an action that shows toasts on the center of `host`, for tests and previews
    /// that inject one with `.environment(\.showToast, action)`.
    public init(host: AlertHost) {
        self.init(connection: AlertHostConnection(host: host))
    }
}
