/// The waiting toasts, shown in order of priority, then arrival: a ``Heap``.
///
/// A withdrawn toast is removed lazily: it stays in the heap, its phase `.ended`, until it
/// reaches the top or a compaction drops it (once withdrawn toasts outnumber the waiting
/// ones), so withdrawing costs amortized O(log n). Its requests have ended, so it holds no
/// action of the app.
@MainActor
struct ToastQueue {
    /// A toast in the heap, with what orders it kept beside it, so that ordering reads no
    /// toast.
    private struct Entry: HeapElement {
        let priority: Int
        let arrival: UInt64
        let record: ToastRecord

        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : arrival < other.arrival
        }
    }

    private var heap = Heap<Entry>()
    /// Toasts that still wait (phase `.queued`).
    private(set) var count = 0

    mutating func push(_ record: ToastRecord) {
        record.phase = .queued
        count += 1
        heap.insert(Entry(priority: record.priority, arrival: record.id.rawValue, record: record))
    }

    /// Removes and returns the first waiting toast, dropping withdrawn ones on the way.
    mutating func popFirst() -> ToastRecord? {
        while let top = heap.popFirst() {
            if top.record.phase == .queued {
                count -= 1
                return top.record
            }
        }
        return nil
    }

    /// Notes that a waiting toast was withdrawn (its phase already `.ended`).
    mutating func didWithdraw() {
        count -= 1
        guard heap.count > 16, heap.count > 2 * count else { return }
        heap.removeAll { $0.record.phase != .queued }
    }

    /// The waiting toasts in the order they will be shown.
    var ordered: [ToastRecord] {
        heap.elements.filter { $0.record.phase == .queued }.sorted { $0.precedes($1) }.map(\.record)
    }

    /// The waiting toasts in no particular order.
    var unordered: [ToastRecord] {
        heap.elements.compactMap { $0.record.phase == .queued ? $0.record : nil }
    }
}

extension ToastQueue {
    /// What disagrees in the queue's own state: its count against the waiting toasts it
    /// holds, their phases, and its order as a heap. Empty when everything holds.
    func invariantViolations() -> [String] {
        var found: [String] = []
        var waiting = 0
        var seen = Set<ObjectIdentifier>()
        for entry in heap.elements {
            let record = entry.record
            if !seen.insert(ObjectIdentifier(record)).inserted {
                found.append("toast \(record.id) is held twice")
            }
            if entry.priority != record.priority || entry.arrival != record.id.rawValue {
                found.append("toast \(record.id) is ordered as \(entry.priority), \(entry.arrival)")
            }
            switch record.phase {
            case .queued: waiting += 1
            case .ended where record.pendingCount > 0: found.append("toast \(record.id) is withdrawn with \(record.pendingCount) requests pending")
            case .ended: break
            case .visible: found.append("toast \(record.id) is held in the queue, yet visible")
            }
        }
        if waiting != count {
            found.append("count \(count), the heap holds \(waiting) waiting toasts")
        }
        if let disorder = heap.firstOutOfOrder {
            found.append("the heap is out of order: toast \(disorder.element.record.id) is below toast \(disorder.parent.record.id)")
        }
        return found
    }
}
