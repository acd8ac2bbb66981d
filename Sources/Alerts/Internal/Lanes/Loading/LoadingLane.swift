/// The loading lane's state: the operations begun, their counts, and where the one indicator
/// they share stands.
///
/// Only its own methods change them; the steps that use them are ``CenterState``'s (see
/// `CenterState+Loading.swift`).
@MainActor
struct LoadingLane {
    /// The operations begun, in order; those that ended are dropped from the end at once and
    /// from elsewhere once they are many.
    private(set) var operations: [LoadingRecord] = []
    private(set) var runningCount = 0
    /// Running operations that block interaction with the content under the indicator.
    private(set) var blockingCount = 0
    private(set) var phase = LoadingPhase.idle

    var isClosed: Bool {
        if case .closed = phase { true } else { false }
    }

    /// The newest operation still running.
    var newest: LoadingRecord? { operations.last }

    mutating func begin(_ record: LoadingRecord) {
        operations.append(record)
        runningCount += 1
        if record.blocksInteraction { blockingCount += 1 }
    }

    /// Ends a running operation; returns the cancel action it no longer holds.
    mutating func end(_ record: LoadingRecord) -> (@MainActor () -> Void)? {
        let released = record.end()
        runningCount -= 1
        if record.blocksInteraction { blockingCount -= 1 }
        dropEndedOperations()
        return released
    }

    /// Moves the indicator to `phase`; the timer the old phase waited for, if any, stops.
    mutating func move(to phase: LoadingPhase) {
        self.phase.timer?.cancel()
        self.phase = phase
    }

    /// Closes the lane for good: its timer stops and the operations are forgotten. Returns
    /// those still running, in order, and what the indicator showed, if it was visible.
    mutating func close() -> (running: [LoadingRecord], wasShown: Bool, lastHidden: (id: AlertRequestID, message: String)?) {
        let wasShown = phase.shownSince != nil
        var lastHidden: (id: AlertRequestID, message: String)?
        if case .holding(_, _, let last) = phase { lastHidden = last }
        move(to: .closed)
        let running = operations.filter(\.isRunning)
        operations = []
        runningCount = 0
        blockingCount = 0
        return (running, wasShown, lastHidden)
    }

    /// Drops ended operations from the end (so that the last is the newest running), and from
    /// elsewhere once they outnumber the running ones.
    private mutating func dropEndedOperations() {
        while let last = operations.last, !last.isRunning {
            operations.removeLast()
        }
        if operations.count > 16, operations.count > 2 * runningCount {
            operations.removeAll { !$0.isRunning }
        }
    }
}
