/// A message in ``InboxModel``.
public struct InboxMessage: Identifiable, Hashable, Sendable {
    public let id: Int
    public let subject: String

    /// Creates a message.
    public init(id: Int, subject: String) {
        self.id = id
        self.subject = subject
    }
}
