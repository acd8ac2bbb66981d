import Alerts

/// An event observer a step (or a callback) installs: on each event of its trigger's kind, up
/// to `limit` times, it calls back into the center with `operation`.
struct ObserverSpec: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of event an observer fires on.
    enum Trigger: Hashable, Sendable, CaseIterable {
        case requested, coalesced, queued, presented, interrupted, moved, answered, settled
        /// Any `ended`.
        case ended
        /// `ended(.cancelled)`.
        case cancelled
        /// `ended(.rejected(.noHost))`.
        case noHost
        /// A sheet's `queued`, `presented`, `moved`, `settled` and any `ended`.
        case sheetQueued, sheetPresented, sheetMoved, sheetSettled, sheetEnded

        func matches(_ kind: AlertEvent.Kind) -> Bool {
            switch (self, kind) {
            case (.requested, .requested), (.coalesced, .coalesced), (.queued, .queued), (.presented, .presented),
                (.interrupted, .interrupted), (.moved, .moved), (.answered, .answered), (.settled, .settled),
                (.ended, .ended), (.cancelled, .ended(.cancelled)), (.noHost, .ended(.rejected(.noHost))),
                (.sheetQueued, .sheet(.queued)), (.sheetPresented, .sheet(.presented)), (.sheetMoved, .sheet(.moved)),
                (.sheetSettled, .sheet(.settled)), (.sheetEnded, .sheet(.ended)):
                true
            default:
                false
            }
        }
    }

    var trigger: Trigger
    /// How many times it fires at most; it keeps receiving events after that.
    var limit: Int
    var operation: CallbackOperation

    init(on trigger: Trigger, limit: Int = 1, _ operation: CallbackOperation) {
        self.trigger = trigger
        self.limit = limit
        self.operation = operation
    }

    var description: String {
        "ObserverSpec(on: .\(trigger)\(limit == 1 ? "" : ", limit: \(limit)"), \(operation))"
    }
}
