import Alerts
import Foundation
import SwiftUI

/// Runs work with a loading indicator from any view: read it from the environment and call
/// it around the work.
///
/// ```swift
/// struct SaveButton: View {
///     @Environment(\.withLoading) var withLoading
///
///     var body: some View {
///         Button("Save") {
///             Task { try await withLoading("Saving…") { try await store.save(draft) } }
///         }
///     }
/// }
/// ```
///
/// The indicator is drawn by the `.showAlertView()` that is on top. It appears only if the work
/// runs longer than the center's grace time, stays at least its minimum time once shown, and
/// always goes away: when the work returns, throws or is cancelled. Errors propagate unchanged.
/// While it shows, it blocks interaction with the content under it unless `blocksInteraction`
/// is `false`; alerts and toasts still appear above it.
///
/// Without a `.showAlertView()` above the caller, the work runs without an indicator and a
/// runtime warning names the fix.
public struct WithLoadingAction: Sendable, Equatable {
    let connection: AlertHostConnection
    /// The locale of the view that reads this value (`\.locale`): its keys are looked up and
    /// formatted in it, as `Text` does; `nil` for the current locale.
    var locale: Locale?

    /// Runs `operation` with a loading indicator, its message localized, and returns what it
    /// returns.
    ///
    /// A literal is a `LocalizedStringKey`, looked up and extracted by Xcode as `Text("…")`
    /// does; interpolated values are formatted in. The key is resolved when you call.
    ///
    /// - Parameters:
    ///   - message: The key of what the work is doing, such as "Saving…".
    ///   - isCancellable: Whether the indicator offers a Cancel button, which cancels the work.
    ///   - blocksInteraction: Whether the indicator blocks the content under it.
    ///   - success: A toast that takes the indicator's place when the work returns.
    ///   - failure: Makes a toast from the error when the work throws; `nil` for none.
    ///   - tableName: The strings table to look the key up in; `nil` for `Localizable`.
    ///   - bundle: The bundle of that table; `nil` for the main bundle.
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    ///   - operation: The work.
    @MainActor
    public func callAsFunction<Value>(
        _ message: LocalizedStringKey,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        operation: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        try await callAsFunction(
            LocalizedStringKeyResolver.string(for: message, tableName: tableName, bundle: bundle, locale: locale),
            isCancellable: isCancellable, blocksInteraction: blocksInteraction, success: success, failure: failure,
            fileID: fileID, line: line, operation: operation)
    }

    /// Runs `operation` with a loading indicator whose message is shown as written (text that
    /// is already localized), and returns what it returns.
    ///
    /// - Parameters:
    ///   - message: What the work is doing, such as "Saving…".
    ///   - isCancellable: Whether the indicator offers a Cancel button, which cancels the work.
    ///   - blocksInteraction: Whether the indicator blocks the content under it.
    ///   - success: A toast that takes the indicator's place when the work returns.
    ///   - failure: Makes a toast from the error when the work throws; `nil` for none.
    ///   - fileID: The caller's file, named in the warning when there is no host.
    ///   - line: The caller's line, named in the warning when there is no host.
    ///   - operation: The work.
    @_disfavoredOverload
    @MainActor
    public func callAsFunction<Value>(
        _ message: some StringProtocol,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        operation: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        let message = String(message)
        let center = connection.loadingCenter(from: AlertCallSite(fileID: fileID, line: line), message: message)
        return try await center.withLoading(
            message, isCancellable: isCancellable, blocksInteraction: blocksInteraction,
            success: success, failure: failure, operation: operation)
    }

    /// Runs `operation` with a loading indicator, its message localized, handing it the
    /// operation's handle to report progress (which is shown, never announced) or change the
    /// message.
    ///
    /// ```swift
    /// try await withLoading("Exporting…", progress: 0) { loading in
    ///     try await exporter.run { loading.update(progress: $0) }
    /// }
    /// ```
    @MainActor
    public func callAsFunction<Value>(
        _ message: LocalizedStringKey,
        progress: Double?,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        operation: @escaping @MainActor (LoadingHandle) async throws -> Value
    ) async throws -> Value {
        try await callAsFunction(
            LocalizedStringKeyResolver.string(for: message, tableName: tableName, bundle: bundle, locale: locale), progress: progress,
            isCancellable: isCancellable, blocksInteraction: blocksInteraction, success: success, failure: failure,
            fileID: fileID, line: line, operation: operation)
    }

    /// Runs `operation` with a loading indicator whose message is shown as written, handing it
    /// the operation's handle to report progress or change the message.
    @_disfavoredOverload
    @MainActor
    public func callAsFunction<Value>(
        _ message: some StringProtocol,
        progress: Double?,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        operation: @escaping @MainActor (LoadingHandle) async throws -> Value
    ) async throws -> Value {
        let message = String(message)
        let center = connection.loadingCenter(from: AlertCallSite(fileID: fileID, line: line), message: message)
        return try await center.withLoading(
            message, progress: progress, isCancellable: isCancellable, blocksInteraction: blocksInteraction,
            success: success, failure: failure, operation: operation)
    }

    /// Begins a loading operation for work that is not one scope; end it with
    /// ``/Alerts/LoadingHandle/end(succeeded:)``.
    ///
    /// ```swift
    /// let loading = withLoading.begin("Uploading…")
    /// uploader.onFinish = { loading.end() }
    /// ```
    @MainActor
    public func begin(
        _ message: LocalizedStringKey, progress: Double? = nil, blocksInteraction: Bool = true,
        tableName: String? = nil, bundle: Bundle? = nil,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> LoadingHandle {
        begin(
            LocalizedStringKeyResolver.string(for: message, tableName: tableName, bundle: bundle, locale: locale), progress: progress,
            blocksInteraction: blocksInteraction, fileID: fileID, line: line)
    }

    /// Begins a loading operation whose message is shown as written; end it with
    /// ``/Alerts/LoadingHandle/end(succeeded:)``.
    @_disfavoredOverload
    @MainActor
    public func begin(
        _ message: some StringProtocol, progress: Double? = nil, blocksInteraction: Bool = true,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> LoadingHandle {
        let message = String(message)
        let center = connection.loadingCenter(from: AlertCallSite(fileID: fileID, line: line), message: message)
        return center.beginLoading(message, progress: progress, blocksInteraction: blocksInteraction)
    }

    /// Whether both values come from the same `.showAlertView()` (or the same
    /// ``init(host:)``) for views of the same locale.
    public static func == (lhs: WithLoadingAction, rhs: WithLoadingAction) -> Bool {
        lhs.connection === rhs.connection && lhs.locale == rhs.locale
    }
}

extension WithLoadingAction {
    /// Creates an action that runs work with the loading indicator of `host`'s center, for
    /// tests and previews that inject one with `.environment(\.withLoading, action)`.
    public init(host: AlertHost) {
        self.init(connection: AlertHostConnection(host: host))
    }
}
