/// The sheet lane's state: the waiting sheets, the sheets on screen (one per host that
/// presents one, bottom first), and the sheets leaving the screen.
///
/// Sheets share the modal lane with alerts: ``CenterState/showNextModal()`` shows one alert or
/// sheet at a time, by priority then arrival, and only while no alert is on screen or leaving
/// and no sheet is leaving; a host that presents a sheet shows nothing else until it is gone,
/// while the host its content attached shows alerts and further sheets on top of it.
@MainActor
struct SheetLane {
    /// A sheet presented from a host.
    struct Showing {
        let presentation: SheetPresentation
        let record: SheetRecord
        let host: HostState
    }

    /// A sheet off the screen and leaving it, until `timer` fires or its host reports it gone.
    struct Leaving {
        let shown: Showing
        let timer: any AlertTimer
    }

    /// The sheets on screen, in the order they were presented.
    private(set) var presented: [Showing] = []
    private(set) var leaving: [Leaving] = []
    private(set) var queue = BandQueue<SheetRecord>()
    /// The sheets waiting or on screen, by key, and the pending requests.
    var admissions = Admissions<SheetRecord>()
    var noHostSweep = NoHostSweep()

    /// Whether the lane has nothing to say about the modal lane: none waiting, shown or leaving.
    var isQuiet: Bool { queue.count == 0 && presented.isEmpty && leaving.isEmpty }

    /// The sheets on screen and waiting, in that order.
    var liveRecords: [SheetRecord] { presented.map(\.record) + queue.ordered }

    /// The sheet `host` presents, if any.
    func presented(from host: HostState) -> Showing? {
        presented.first { $0.host === host }
    }

    func presented(_ id: AlertPresentationID) -> Showing? {
        presented.first { $0.presentation.id == id }
    }

    mutating func admit(_ record: SheetRecord) {
        admissions.admit(record, key: record.sheet.coalescingKey)
        queue.push(record)
    }

    /// Takes a sheet off the lane: it no longer counts against the capacity. Returns what it
    /// showed, if it was on screen, for the step to take down.
    mutating func retire(_ record: SheetRecord) -> Showing? {
        let phase = record.phase
        guard phase != .ended else { return nil }
        record.phase = .ended
        admissions.retire(record, key: record.sheet.coalescingKey)
        if phase == .queued {
            queue.didWithdraw()
            return nil
        }
        guard let index = presented.firstIndex(where: { $0.record === record }) else { return nil }
        return presented.remove(at: index)
    }

    mutating func firstWaiting() -> SheetRecord? { queue.first() }

    mutating func popNext() -> SheetRecord? { queue.popFirst() }

    mutating func show(_ shown: Showing) {
        shown.record.phase = .visible
        presented.append(shown)
    }

    /// Takes a sheet that is still live off the screen and puts it back at the front of its
    /// priority in the queue, as a visible alert that comes back is.
    mutating func requeue(_ shown: Showing) {
        presented.removeAll { $0.record === shown.record }
        queue.requeue(shown.record)
    }

    mutating func beginLeaving(_ shown: Showing, timer: any AlertTimer) {
        leaving.append(Leaving(shown: shown, timer: timer))
    }

    /// Ends the leaving of presentation `id`; returns it, with its timer.
    mutating func endLeaving(_ id: AlertPresentationID) -> Leaving? {
        guard let index = leaving.firstIndex(where: { $0.shown.presentation.id == id }) else { return nil }
        return leaving.remove(at: index)
    }

    /// Closes the lane: every timer stops and every live sheet is retired; returns them.
    mutating func close() -> [SheetRecord] {
        noHostSweep.cancel()
        for entry in leaving { entry.timer.cancel() }
        leaving = []
        let records = liveRecords
        for record in records {
            _ = retire(record)
        }
        presented = []
        queue = BandQueue()
        return records
    }
}
