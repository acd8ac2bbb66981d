/// Baseline B: an array queue as SwiftEntryKit and SwiftMessages keep one, in plain Swift.
///
/// A new message is inserted before the first queued one of lower priority, found by a linear
/// scan (SwiftEntryKit's priority queue); a message carrying an id is first looked for among
/// the shown and queued ones by another linear scan (SwiftMessages' duplicate check); the next
/// message is taken with `removeFirst()`. Where SwiftMessages drops a duplicate, this one joins
/// it, so every request still gets an answer and the work matches the engine's coalescing.
///
/// Entry points are `@inline(never)`, as behind a module boundary. It is plain Swift, bound
/// to no actor, as those libraries are: the engine alone pays for main-actor isolation.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ArrayQueueBaseline {
    /// One request: its outcome, once the person answered.
    final class Ticket {
        /// The index of the chosen button, or `nil` while pending.
        fileprivate(set) var answer: Int?
    }

    /// One queued or shown message with every request that shares it.
    final class Message {
        let alert: PlainAlertData
        let priority: Int
        let key: String?
        fileprivate(set) var tickets: [Ticket]

        fileprivate init(alert: PlainAlertData, priority: Int, key: String?, ticket: Ticket) {
            self.alert = alert
            self.priority = priority
            self.key = key
            self.tickets = [ticket]
        }
    }

    private var queue: [Message] = []
    /// The message shown now.
    private(set) var current: Message?

    /// Requests a message; it shows at once if nothing else is shown.
    @inline(never)
    func show(_ alert: PlainAlertData, priority: Int, key: String?) -> Ticket {
        let ticket = Ticket()
        if let key {
            if let current, current.key == key {
                current.tickets.append(ticket)
                return ticket
            }
            if let index = queue.firstIndex(where: { $0.key == key }) {
                queue[index].tickets.append(ticket)
                return ticket
            }
        }
        let message = Message(alert: alert, priority: priority, key: key, ticket: ticket)
        if let index = queue.firstIndex(where: { priority > $0.priority }) {
            queue.insert(message, at: index)
        } else {
            queue.append(message)
        }
        showNext()
        return ticket
    }

    /// The person taps a button of the shown message: every request sharing it gets the answer,
    /// the action runs, and the next message shows. Returns whether a message was shown with
    /// such a button.
    @inline(never)
    func tap(buttonIndex: Int) -> Bool {
        guard let message = current else { return false }
        let buttons = message.alert.presentedButtons
        guard buttons.indices.contains(buttonIndex) else { return false }
        current = nil
        for ticket in message.tickets {
            ticket.answer = buttonIndex
        }
        buttons[buttonIndex].action?()
        showNext()
        return true
    }

    private func showNext() {
        guard current == nil, !queue.isEmpty else { return }
        current = queue.removeFirst()
    }
}
