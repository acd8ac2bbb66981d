import Alerts
import SwiftUI

extension AlertCenter {
    /// Presents a SwiftUI view as a sheet from a view model, through the same modal lane as
    /// alerts, and waits for its outcome; the view finishes it with `@Environment(\.finishSheet)`.
    /// `options` choose a full-screen cover, detents and SwiftUI's other sheet options
    /// (see ``SheetOptions``).
    ///
    /// ```swift
    /// let outcome = await alerts.presentSheet("Sign in", finishingWith: Account.self) { SignInForm() }
    /// if let account = outcome.value { session.start(account) }
    /// ```
    public func presentSheet<Value: Sendable, Content: View>(
        _ title: String, options: SheetOptions = SheetOptions(), priority: AlertPriority = .normal, coalescingKey: String? = nil,
        finishingWith: Value.Type = Value.self,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) async -> SheetOutcome<Value> {
        await presentSheet(
            SheetData(title: title, priority: priority, coalescingKey: coalescingKey), content: SheetContent(options: options) { AnyView(content()) },
            finishingWith: Value.self)
    }
}
