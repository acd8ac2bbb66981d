/// A double-ended queue of lead requests, unmanaged, in a ring buffer: O(1) at both ends.
///
/// It holds references without retaining them; ``AlertQueue`` owns one retain of every lead
/// it keeps here and releases it when the lead leaves.
struct LeadRing {
    /// A power of two in size once anything was added, so that positions wrap with a mask.
    private var storage: [Unmanaged<AlertHandle>?] = []
    /// The largest storage an empty ring keeps; a larger one, left by a burst, is freed.
    private static let keptCapacity = 64
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The lead at the front, or `nil`.
    var first: Unmanaged<AlertHandle>? {
        count == 0 ? nil : storage[head]
    }

    /// The lead `offset` places behind the front, or `nil` past the back.
    func lead(at offset: Int) -> Unmanaged<AlertHandle>? {
        offset < count ? storage[position(offset)] : nil
    }

    /// The leads from front to back.
    var elements: [Unmanaged<AlertHandle>] {
        (0..<count).map { storage[position($0)]! }
    }

    mutating func append(_ lead: Unmanaged<AlertHandle>) {
        if count == storage.count { grow() }
        storage[position(count)] = lead
        count += 1
    }

    mutating func prepend(_ lead: Unmanaged<AlertHandle>) {
        if count == storage.count { grow() }
        head = (head &- 1) & (storage.count &- 1)
        storage[head] = lead
        count += 1
    }

    mutating func popFirst() -> Unmanaged<AlertHandle>? {
        guard count > 0 else { return nil }
        let lead = storage[head]
        head = (head &+ 1) & (storage.count &- 1)
        count -= 1
        if count == 0 && storage.count > Self.keptCapacity {
            self = LeadRing()
        }
        return lead
    }

    /// Removes the leads for which `isRemoved` is true, keeps the others in order, and returns
    /// the removed ones.
    mutating func removeAll(where isRemoved: (Unmanaged<AlertHandle>) -> Bool) -> [Unmanaged<AlertHandle>] {
        var kept: [Unmanaged<AlertHandle>] = []
        var removed: [Unmanaged<AlertHandle>] = []
        for lead in elements {
            if isRemoved(lead) {
                removed.append(lead)
            } else {
                kept.append(lead)
            }
        }
        self = LeadRing()
        for lead in kept {
            append(lead)
        }
        return removed
    }

    /// The storage index of the `offset`th lead from the front.
    @inline(__always)
    private func position(_ offset: Int) -> Int {
        (head &+ offset) & (storage.count &- 1)
    }

    /// Doubles the storage, moving the leads to its start in order.
    private mutating func grow() {
        var larger = [Unmanaged<AlertHandle>?](repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0..<count {
            larger[offset] = storage[position(offset)]
        }
        storage = larger
        head = 0
    }
}
