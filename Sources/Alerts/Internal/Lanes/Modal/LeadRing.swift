/// A double-ended queue of lead requests in a ring buffer: O(1) at both ends, amortized.
///
/// It holds its leads strongly, like an array; only the positions wrap.
struct LeadRing<Lead: AnyObject> {
    /// Empty slots are `nil`; the capacity is a power of two once anything was added, so that
    /// a position wraps with a mask.
    private var storage: [Lead?] = []
    /// The largest storage an empty ring keeps; a larger one, left by a burst, is freed.
    private static var keptCapacity: Int { 64 }
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The lead at the front.
    var first: Lead? { count > 0 ? storage[head] : nil }

    /// The leads from front to back.
    var elements: [Lead] {
        (0..<count).compactMap { storage[position($0)] }
    }

    mutating func append(_ lead: Lead) {
        if count == storage.count { grow() }
        storage[position(count)] = lead
        count += 1
    }

    mutating func prepend(_ lead: Lead) {
        if count == storage.count { grow() }
        head = (head - 1) & (storage.count - 1)
        storage[head] = lead
        count += 1
    }

    mutating func popFirst() -> Lead? {
        guard count > 0 else { return nil }
        let lead = storage[head].take()
        head = (head + 1) & (storage.count - 1)
        count -= 1
        if count == 0 && storage.count > Self.keptCapacity {
            self = LeadRing()
        }
        return lead
    }

    /// Removes the leads for which `shouldBeRemoved` is true, keeping the others in order.
    mutating func removeAll(where shouldBeRemoved: (Lead) -> Bool) {
        let kept = elements.filter { !shouldBeRemoved($0) }
        self = LeadRing()
        for lead in kept {
            append(lead)
        }
    }

    /// The storage index of the `offset`th lead from the front.
    private func position(_ offset: Int) -> Int {
        (head + offset) & (storage.count - 1)
    }

    /// Doubles the storage of a full ring. The array grows in place, and the leads that had
    /// wrapped around to its start move behind the old end, so that they follow the others
    /// again. Leads are moved, never copied: growing does not touch the leads themselves.
    private mutating func grow() {
        let oldCapacity = storage.count
        let newCapacity = Swift.max(4, oldCapacity * 2)
        // Reserved first: appending alone would size the array by its own growth rule, larger.
        storage.reserveCapacity(newCapacity)
        storage.append(contentsOf: repeatElement(nil, count: newCapacity - oldCapacity))
        for position in 0..<head {
            storage.swapAt(position, oldCapacity + position)
        }
    }
}

extension LeadRing {
    /// What disagrees in the ring's own state: its capacity is zero or a power of two, and
    /// exactly its `count` slots from `head` on hold a lead. Empty when everything holds.
    func invariantViolations() -> [String] {
        guard storage.count & (storage.count - 1) == 0 else {
            return ["capacity \(storage.count) is not a power of two"]
        }
        guard (0...storage.count).contains(count), (0..<Swift.max(storage.count, 1)).contains(head) else {
            return ["count \(count) or head \(head) out of a capacity of \(storage.count)"]
        }
        let filled = storage.count(where: { $0 != nil })
        if filled != count {
            return ["count \(count), \(filled) slots hold a lead"]
        }
        if (0..<count).contains(where: { storage[position($0)] == nil }) {
            return ["an empty slot among the \(count) from the head"]
        }
        return []
    }
}
