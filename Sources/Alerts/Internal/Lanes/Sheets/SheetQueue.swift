/// The waiting sheets, in order of priority, then arrival.
///
/// A withdrawn sheet (phase `.ended`) stays in the heap until it reaches the front or a
/// compaction drops it, once withdrawn sheets outnumber waiting ones.
@MainActor
struct SheetQueue {
    private struct Entry: HeapElement {
        let priority: Int
        let arrival: UInt64
        let record: SheetRecord

        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : arrival < other.arrival
        }
    }

    private var heap = Heap<Entry>()
    /// Sheets that still wait.
    private(set) var count = 0

    mutating func push(_ record: SheetRecord) {
        record.phase = .queued
        count += 1
        heap.insert(Entry(priority: record.sheet.priority.rawValue, arrival: record.id.rawValue, record: record))
    }

    /// The first waiting sheet, withdrawn ones dropped on the way.
    mutating func first() -> SheetRecord? {
        while let top = heap.first {
            if top.record.phase == .queued { return top.record }
            _ = heap.popFirst()
        }
        return nil
    }

    mutating func popFirst() -> SheetRecord? {
        guard let record = first() else { return nil }
        _ = heap.popFirst()
        count -= 1
        return record
    }

    /// Notes that a waiting sheet was withdrawn (its phase already `.ended`).
    mutating func didWithdraw() {
        count -= 1
        if heap.count > 2 * count {
            heap.removeAll { $0.record.phase != .queued }
        }
    }

    /// The waiting sheets in the order they will be shown.
    var ordered: [SheetRecord] {
        heap.elements.sorted { $0.precedes($1) }.map(\.record).filter { $0.phase == .queued }
    }

    /// What disagrees in the queue: its count against the waiting sheets it holds.
    func invariantViolations() -> [String] {
        var found: [String] = []
        let waiting = heap.elements.filter { $0.record.phase == .queued }.count
        if waiting != count { found.append("count \(count), the heap holds \(waiting) waiting sheets") }
        if heap.elements.contains(where: { $0.record.phase == .visible }) { found.append("a visible sheet is still queued") }
        if let disorder = heap.firstOutOfOrder { found.append("the heap is out of order at \(disorder.element.record.id)") }
        return found
    }
}
