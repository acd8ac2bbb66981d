/// The waiting toasts, shown in order of priority, then arrival: a ``Heap``.
///
/// A withdrawn toast is removed lazily: it stays in the heap, its phase `.ended`, until it
/// reaches the top or a compaction drops it (once withdrawn toasts outnumber the waiting
/// ones), so withdrawing costs amortized O(log n). Its requests have ended, so it holds no
/// action of the app.
@MainActor
struct ToastQueue {
    /// A toast's place in the heap: what orders it, and the slot that holds it. It holds no
    /// reference, so that moving it up and down the heap counts no references.
    private struct Entry: HeapElement {
        let priority: Int
        let arrival: UInt64
        let slot: Int

        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : arrival < other.arrival
        }
    }

    private var heap = Heap<Entry>()
    /// The toasts in the heap, each in the slot its entry names; `nil` for a free slot.
    private var slots: [ToastRecord?] = []
    private var freeSlots: [Int] = []
    /// Toasts that still wait (phase `.queued`).
    private(set) var count = 0

    mutating func push(_ record: ToastRecord) {
        record.phase = .queued
        count += 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = record
        } else {
            slot = slots.count
            slots.append(record)
        }
        heap.insert(Entry(priority: record.priority, arrival: record.id.rawValue, slot: slot))
    }

    /// Removes and returns the first waiting toast, dropping withdrawn ones on the way.
    mutating func popFirst() -> ToastRecord? {
        while let top = heap.popFirst() {
            if let record = takeSlot(top.slot), record.phase == .queued {
                count -= 1
                return record
            }
        }
        return nil
    }

    /// Notes that a waiting toast was withdrawn (its phase already `.ended`).
    mutating func didWithdraw() {
        count -= 1
        guard heap.count > 16, heap.count > 2 * count else { return }
        for entry in heap.elements where slots[entry.slot]?.phase != .queued {
            _ = takeSlot(entry.slot)
        }
        let held = slots
        heap.removeAll { held[$0.slot] == nil }
        if heap.isEmpty {
            slots = []
            freeSlots = []
        }
    }

    /// The waiting toasts in the order they will be shown.
    var ordered: [ToastRecord] {
        heap.elements.sorted { $0.precedes($1) }.compactMap(waiting)
    }

    /// The waiting toasts in no particular order.
    var unordered: [ToastRecord] {
        heap.elements.compactMap(waiting)
    }

    /// The toast of `entry`, if it still waits.
    private func waiting(_ entry: Entry) -> ToastRecord? {
        guard let record = slots[entry.slot], record.phase == .queued else { return nil }
        return record
    }

    /// Empties `slot` and returns its toast; once the heap is empty, the slots left by a burst
    /// are freed.
    private mutating func takeSlot(_ slot: Int) -> ToastRecord? {
        let record = slots[slot].take()
        if heap.isEmpty {
            slots = []
            freeSlots = []
        } else {
            freeSlots.append(slot)
        }
        return record
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
            guard let record = slots[entry.slot] else {
                found.append("the heap names slot \(entry.slot), which holds no toast")
                continue
            }
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
        if seen.count + freeSlots.count != slots.count {
            found.append("\(slots.count) slots: \(seen.count) hold a waiting toast, \(freeSlots.count) are free")
        }
        if waiting != count {
            found.append("count \(count), the heap holds \(waiting) waiting toasts")
        }
        if let disorder = heap.firstOutOfOrder {
            found.append("the heap is out of order: slot \(disorder.element.slot) is below slot \(disorder.parent.slot)")
        }
        return found
    }
}
