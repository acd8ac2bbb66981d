/// The waiting records of a modal lane (its alerts, or its sheets), shown in order of priority,
/// then arrival.
///
/// Records wait in bands, one per priority, each a ring of records in arrival order; an alert
/// that was visible and comes back (interrupted or moved) goes to the front of its band, ahead
/// of every later arrival. The bands holding alerts form a ``Heap`` by priority.
///
/// Why bands rather than one heap of every alert: apps use a handful of priorities, so with
/// bands requesting and showing an alert cost O(1), and O(log b) with b priorities waiting,
/// however many alerts wait; "to the front of its band" is a plain prepend, where one heap
/// would need a second, decreasing arrival counter to express it.
///
/// A withdrawn alert is removed lazily: it stays in its band, its phase `.ended`, until it
/// reaches the front or a compaction drops it (once withdrawn alerts outnumber the waiting
/// ones), so withdrawing costs amortized O(1). A withdrawn alert holds no button actions (its
/// requests have ended, see ``AlertHandle/finish(_:)``), so dropping it late keeps nothing of
/// the app's alive and runs none of its code.
@MainActor
struct BandQueue<Record: BandQueued> {
    private struct Band {
        let priority: Int
        var records = RecordRing<Record>()
        /// Whether the band is in ``BandQueue/order``: from when a record is added to it until a
        /// pop finds it empty on top, so that a band emptied and refilled, as one alert after
        /// another is, stays in place. A pop that empties a band takes it out at once when the
        /// order already holds more bands than are kept idle.
        var isOrdered = false
    }

    /// A band in ``order``, with its priority kept beside it, so that ordering reads no band.
    private struct OrderedBand: HeapElement {
        let priority: Int
        let index: Int

        func precedes(_ other: OrderedBand) -> Bool {
            priority > other.priority
        }
    }

    /// Every band made since the queue was last pruned; a band's index never changes until then.
    private var bands: [Band] = []
    private var bandIndexByPriority: [Int: Int] = [:]
    /// The band requested last, checked before the dictionary: most requests share a priority.
    private var lastBandIndex = 0
    /// The bands in the order (some emptied since), the highest priority first.
    private var order = Heap<OrderedBand>()
    /// Alerts that still wait (phase `.queued`).
    private(set) var count = 0
    /// Records held, waiting or withdrawn.
    private var heldCount = 0

    /// Empty bands kept for their priority's next request; beyond this, and beyond four times
    /// the bands in use, the empty ones are dropped.
    private static var keptIdleBands: Int { 32 }
    /// Up to this many bands, the band for a priority is found by a scan (see
    /// ``existingBandIndex(for:)``).
    private static var scannedBands: Int { 8 }

    /// Adds a new record behind the others of its priority.
    mutating func push(_ record: Record) {
        let index = bandIndex(for: record.queuePriority)
        bands[index].records.append(record)
        didAdd(record, toBand: index)
    }

    /// Puts a record that was visible back, ahead of every other of its priority.
    mutating func requeue(_ record: Record) {
        let index = bandIndex(for: record.queuePriority)
        bands[index].records.prepend(record)
        didAdd(record, toBand: index)
    }

    /// Removes and returns the first waiting record, dropping withdrawn ones on the way.
    mutating func popFirst() -> Record? {
        while heldCount > 0, let top = order.first?.index {
            guard let record = bands[top].records.popFirst() else {
                removeFirstBand()
                continue
            }
            heldCount -= 1
            if bands[top].records.isEmpty, order.count > Self.keptIdleBands {
                removeFirstBand()
            }
            if record.phase == .queued {
                count -= 1
                return record
            }
        }
        return nil
    }

    /// The first waiting record, left in place; withdrawn ones before it are dropped.
    mutating func first() -> Record? {
        while heldCount > 0, let top = order.first?.index {
            guard let record = bands[top].records.first else {
                removeFirstBand()
                continue
            }
            if record.phase == .queued { return record }
            _ = bands[top].records.popFirst()
            heldCount -= 1
        }
        return nil
    }

    /// The first waiting record for which `isEligible` holds, in the order they will be shown,
    /// left in place.
    func first(where isEligible: (Record) -> Bool) -> Record? {
        for entry in order.elements.sorted(by: { $0.precedes($1) }) {
            if let record = bands[entry.index].records.first(where: { $0.phase == .queued && isEligible($0) }) {
                return record
            }
        }
        return nil
    }

    /// Takes `record`, which waits, out of its band, keeping the others in order: O(1) for the
    /// first of its band, O(n) in the band's size for a later one.
    mutating func remove(_ record: Record) {
        let index = bandIndex(for: record.queuePriority)
        guard bands[index].records.remove(record) else { return }
        count -= 1
        heldCount -= 1
        if bands[index].records.isEmpty, order.first?.index == index, order.count > Self.keptIdleBands {
            removeFirstBand()
        }
    }

    /// Notes that a waiting alert was withdrawn (its phase already set to `.ended`), and drops
    /// the withdrawn alerts once they outnumber the waiting ones.
    mutating func didWithdraw() {
        count -= 1
        guard heldCount > 2 * count else { return }
        for entry in order.elements {
            bands[entry.index].records.removeAll { $0.phase != .queued }
        }
        heldCount = count
        let ordered = order.elements
        order = Heap()
        for entry in ordered {
            bands[entry.index].isOrdered = false
            if !bands[entry.index].records.isEmpty {
                insertIntoOrder(entry.index)
            }
        }
        pruneIdleBands()
    }

    /// The waiting records in the order they will be shown.
    var ordered: [Record] {
        order.elements.sorted { $0.precedes($1) }.flatMap { waitingRecords(inBand: $0.index) }
    }

    /// The waiting records in no particular order.
    var unordered: [Record] {
        order.elements.flatMap { waitingRecords(inBand: $0.index) }
    }

    private func waitingRecords(inBand index: Int) -> [Record] {
        bands[index].records.elements.filter { $0.phase == .queued }
    }

    private mutating func didAdd(_ record: Record, toBand index: Int) {
        record.phase = .queued
        count += 1
        heldCount += 1
        if !bands[index].isOrdered {
            insertIntoOrder(index)
        }
    }

    // MARK: - Bands

    /// The index of the band for `priority`, made if there is none.
    private mutating func bandIndex(for priority: Int) -> Int {
        if lastBandIndex < bands.count, bands[lastBandIndex].priority == priority {
            return lastBandIndex
        }
        if let existing = existingBandIndex(for: priority) {
            lastBandIndex = existing
        } else {
            bands.append(Band(priority: priority))
            lastBandIndex = bands.count - 1
            bandIndexByPriority[priority] = lastBandIndex
        }
        return lastBandIndex
    }

    /// The band for `priority`, if there is one. While the bands are few, as they are in apps
    /// that use a handful of priorities, scanning them costs less than hashing the priority.
    private func existingBandIndex(for priority: Int) -> Int? {
        guard bands.count <= Self.scannedBands else { return bandIndexByPriority[priority] }
        for index in bands.indices where bands[index].priority == priority {
            return index
        }
        return nil
    }

    /// Drops the empty bands once they are many and most of all bands, so that a queue that saw
    /// many priorities does not keep a band for each.
    private mutating func pruneIdleBands() {
        guard bands.count > Self.keptIdleBands, bands.count > 4 * order.count else { return }
        var kept: [Band] = []
        var indexByPriority: [Int: Int] = [:]
        let ordered = order.elements
        order = Heap()
        for (position, entry) in ordered.enumerated() {
            kept.append(bands[entry.index])
            indexByPriority[entry.priority] = position
            order.insert(OrderedBand(priority: entry.priority, index: position))
        }
        bands = kept
        bandIndexByPriority = indexByPriority
        lastBandIndex = 0
    }

    // MARK: - The order of bands

    private mutating func insertIntoOrder(_ index: Int) {
        bands[index].isOrdered = true
        order.insert(OrderedBand(priority: bands[index].priority, index: index))
    }

    /// Removes the first band from the order once it holds no record.
    private mutating func removeFirstBand() {
        guard let first = order.popFirst() else { return }
        bands[first.index].isOrdered = false
        pruneIdleBands()
    }
}

extension BandQueue {
    /// What disagrees in the queue's own state (see `CenterState.invariantViolations()`): its
    /// counts against the records its bands hold, each record's band and phase, and the order of
    /// bands as a heap by priority. Empty when everything holds.
    func invariantViolations() -> [String] {
        var found: [String] = []
        var held = 0
        var waiting = 0
        var seen = Set<ObjectIdentifier>()
        let ordered = Set(order.elements.map(\.index))
        for (index, band) in bands.enumerated() {
            found += band.records.invariantViolations().map { "band \(band.priority): \($0)" }
            held += band.records.count
            for record in band.records.elements {
                if !seen.insert(ObjectIdentifier(record)).inserted {
                    found.append("\(record.id) is held twice")
                }
                if record.queuePriority != band.priority {
                    found.append("\(record.id), of priority \(record.queuePriority), waits in band \(band.priority)")
                }
                switch record.phase {
                case .queued: waiting += 1
                case .ended where record.isPending: found.append("\(record.id) is withdrawn but a request on it is pending")
                case .ended: break
                case .visible: found.append("\(record.id) is held in band \(band.priority), yet visible")
                }
            }
            if band.isOrdered != ordered.contains(index) {
                found.append(
                    "band \(band.priority) is \(band.isOrdered ? "" : "not ")marked in the order, and is\(ordered.contains(index) ? "" : " not") in it")
            }
            if !band.records.isEmpty, !ordered.contains(index) {
                found.append("band \(band.priority) holds \(band.records.count) records but is not in the order")
            }
            if bandIndexByPriority[band.priority] != index {
                found.append("band \(band.priority) is at \(index), its index says \(String(describing: bandIndexByPriority[band.priority]))")
            }
        }
        if bandIndexByPriority.count != bands.count {
            found.append("\(bands.count) bands, \(bandIndexByPriority.count) indexed by priority")
        }
        let indices = order.elements.map(\.index)
        if ordered.count != order.count || !indices.allSatisfy(bands.indices.contains) {
            found.append("the order \(indices) repeats a band or names one that does not exist (\(bands.count) bands)")
        } else {
            for entry in order.elements where entry.priority != bands[entry.index].priority {
                found.append("band \(bands[entry.index].priority) is ordered as \(entry.priority)")
            }
            if let disorder = order.firstOutOfOrder {
                found.append("the order is no heap: band \(disorder.element.priority) is below band \(disorder.parent.priority)")
            }
        }
        if held != heldCount {
            found.append("held count \(heldCount), the bands hold \(held)")
        }
        if waiting != count {
            found.append("count \(count), the bands hold \(waiting) waiting items")
        }
        return found
    }
}
