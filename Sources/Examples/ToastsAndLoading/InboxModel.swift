import Alerts
import SwiftUIAlerts

/// An inbox that says what it did with toasts and shows a loading indicator while it fetches:
/// archiving offers Undo, refreshing says "Inbox updated" or why it failed.
///
/// ```swift
/// model.archive(message, using: showToast)
/// await model.refresh(using: withLoading)
/// ```
@MainActor
public final class InboxModel {
    /// The messages, in order.
    public private(set) var messages: [InboxMessage]
    private let fetch: @MainActor () async throws -> [InboxMessage]

    /// Creates an inbox showing `messages` that fetches new ones with `fetch`.
    public init(messages: [InboxMessage], fetch: @escaping @MainActor () async throws -> [InboxMessage]) {
        self.messages = messages
        self.fetch = fetch
    }

    /// Archives `message` and says so, with an Undo button that puts it back where it was and
    /// then calls `onRestore`. Archiving several in a row counts them in one toast.
    @discardableResult
    public func archive(_ message: InboxMessage, using showToast: ShowToastAction, onRestore: @escaping @MainActor () -> Void = {}) -> ToastHandle? {
        guard let index = messages.firstIndex(of: message) else { return nil }
        messages.remove(at: index)
        return showToast(
            ToastData(
                title: "Message archived",
                message: message.subject,
                button: ToastButton("Undo") { [weak self] in
                    guard let self, !self.messages.contains(message) else { return }
                    self.messages.insert(message, at: min(index, self.messages.count))
                    onRestore()
                },
                coalescingKey: "archived"
            ))
    }

    /// Fetches the messages with a loading indicator, which appears only if fetching takes a
    /// moment, and ends with a toast: "Inbox updated", or the reason it failed. Returns whether
    /// it succeeded.
    @discardableResult
    public func refresh(using withLoading: WithLoadingAction) async -> Bool {
        do {
            messages = try await withLoading(
                "Checking for mail…",
                success: ToastData(title: "Inbox updated", style: .success),
                failure: { error in ToastData(title: "Could not check for mail", message: "\(error)", style: .error) },
                operation: fetch
            )
            return true
        } catch {
            return false
        }
    }
}
