/// A double-ended queue of the records of a modal lane in a ring buffer: O(1) at both ends,
/// amortized.
///
/// It holds its records strongly, like an array; only the positions wrap.
struct RecordRing<Record: AnyObject> {
    /// Empty slots are `nil`; the capacity is a power of two once anything was added, so that
    /// a position wraps with a mask.
    private var storage: [Record?] = []
    /// The largest storage an empty ring keeps; a larger one, left by a burst, is freed.
    private static var keptCapacity: Int { 64 }
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The record at the front.
    var first: Record? { count > 0 ? storage[head] : nil }

    /// The records from front to back.
    var elements: [Record] {
        (0..<count).compactMap { storage[position($0)] }
    }

    mutating func append(_ record: Record) {
        if count == storage.count { grow() }
        storage[position(count)] = record
        count += 1
    }

    mutating func prepend(_ record: Record) {
        if count == storage.count { grow() }
        head = (head - 1) & (storage.count - 1)
        storage[head] = record
        count += 1
    }

    mutating func popFirst() -> Record? {
        guard count > 0 else { return nil }
        let record = storage[head].take()
        head = (head + 1) & (storage.count - 1)
        count -= 1
        if count == 0 && storage.count > Self.keptCapacity {
            self = RecordRing()
        }
        return record
    }

    /// The first record, from the front, for which `predicate` holds.
    func first(where predicate: (Record) -> Bool) -> Record? {
        for offset in 0..<count {
            if let record = storage[position(offset)], predicate(record) { return record }
        }
        return nil
    }

    /// Removes `record`, keeping the others in order; returns whether the ring held it. O(1)
    /// at the front, O(n) elsewhere.
    mutating func remove(_ record: Record) -> Bool {
        if first === record {
            _ = popFirst()
            return true
        }
        let before = count
        removeAll { $0 === record }
        return count < before
    }

    /// Removes the records for which `shouldBeRemoved` is true, keeping the others in order.
    mutating func removeAll(where shouldBeRemoved: (Record) -> Bool) {
        let kept = elements.filter { !shouldBeRemoved($0) }
        self = RecordRing()
        for record in kept {
            append(record)
        }
    }

    /// The storage index of the `offset`th record from the front.
    private func position(_ offset: Int) -> Int {
        (head + offset) & (storage.count - 1)
    }

    /// Doubles the storage of a full ring. The array grows in place, and the records that had
    /// wrapped around to its start move behind the old end, so that they follow the others
    /// again. Records are moved, never copied: growing does not touch the records themselves.
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

extension RecordRing {
    /// What disagrees in the ring's own state: its capacity is zero or a power of two, and
    /// exactly its `count` slots from `head` on hold a record. Empty when everything holds.
    func invariantViolations() -> [String] {
        guard storage.count & (storage.count - 1) == 0 else {
            return ["capacity \(storage.count) is not a power of two"]
        }
        guard (0...storage.count).contains(count), (0..<Swift.max(storage.count, 1)).contains(head) else {
            return ["count \(count) or head \(head) out of a capacity of \(storage.count)"]
        }
        let filled = storage.count(where: { $0 != nil })
        if filled != count {
            return ["count \(count), \(filled) slots hold a record"]
        }
        if (0..<count).contains(where: { storage[position($0)] == nil }) {
            return ["an empty slot among the \(count) from the head"]
        }
        return []
    }
}
