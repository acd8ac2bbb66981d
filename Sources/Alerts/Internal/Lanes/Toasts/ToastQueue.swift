/// The waiting toasts, shown in order of priority, then arrival: a binary heap.
///
/// A withdrawn toast is removed lazily: it stays in the heap, its phase `.ended`, until it
/// reaches the top or a compaction drops it (once withdrawn toasts outnumber the waiting
/// ones), so withdrawing costs amortized O(log n). Its requests have ended, so it holds no
/// action of the app.
@MainActor
struct ToastQueue {
    private var heap: [ToastRecord] = []
    /// Toasts that still wait (phase `.queued`).
    private(set) var count = 0

    mutating func push(_ record: ToastRecord) {
        record.phase = .queued
        count += 1
        heap.append(record)
        siftUp(heap.count - 1)
    }

    /// Removes and returns the first waiting toast, dropping withdrawn ones on the way.
    mutating func popFirst() -> ToastRecord? {
        while let top = heap.first {
            removeTop()
            if top.phase == .queued {
                count -= 1
                return top
            }
        }
        return nil
    }

    /// Notes that a waiting toast was withdrawn (its phase already `.ended`).
    mutating func didWithdraw() {
        count -= 1
        guard heap.count > 16, heap.count > 2 * count else { return }
        heap.removeAll { $0.phase != .queued }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
            siftDown(index)
        }
    }

    /// The waiting toasts in the order they will be shown.
    var ordered: [ToastRecord] {
        heap.filter { $0.phase == .queued }.sorted(by: Self.precedes)
    }

    /// The waiting toasts in no particular order.
    var unordered: [ToastRecord] {
        heap.filter { $0.phase == .queued }
    }

    private static func precedes(_ lhs: ToastRecord, _ rhs: ToastRecord) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.id < rhs.id
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let record = heap[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(record, heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = record
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let record = heap[parent]
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let first = right < heap.count && Self.precedes(heap[right], heap[left]) ? right : left
            guard Self.precedes(heap[first], record) else { break }
            heap[parent] = heap[first]
            parent = first
        }
        heap[parent] = record
    }
}

extension ToastQueue {
    /// What disagrees in the queue's own books: its count against the waiting toasts it
    /// holds, their phases, and its order as a heap. Empty when everything holds.
    func invariantViolations() -> [String] {
        var found: [String] = []
        var waiting = 0
        var seen = Set<ObjectIdentifier>()
        for record in heap {
            if !seen.insert(ObjectIdentifier(record)).inserted {
                found.append("toast \(record.id) is held twice")
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
        if let child = heap.indices.dropFirst().first(where: { Self.precedes(heap[$0], heap[($0 - 1) / 2]) }) {
            found.append("the heap is out of order: toast \(heap[child].id) is below toast \(heap[(child - 1) / 2].id)")
        }
        return found
    }
}
