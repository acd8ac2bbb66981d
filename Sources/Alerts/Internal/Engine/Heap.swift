/// An element of a ``Heap``: it says which of two comes first.
protocol HeapElement {
    /// Whether `self` comes out of the heap before `other`.
    func precedes(_ other: Self) -> Bool
}

/// A binary heap: the element that comes first is on top; adding an element and taking the
/// first cost O(log n).
///
/// The queues of the lanes keep their waiting items in one: the toasts themselves, and the
/// alerts' bands of priorities.
struct Heap<Element: HeapElement> {
    /// The elements in heap order: each precedes neither of its parents.
    private(set) var elements: [Element] = []

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }
    /// The element that comes first.
    var first: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        siftUp(elements.count - 1)
    }

    /// Removes and returns the element that comes first.
    mutating func popFirst() -> Element? {
        guard let first = elements.first else { return nil }
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            siftDown(0)
        }
        return first
    }

    /// Removes the elements for which `shouldBeRemoved` is true, in O(n).
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        elements.removeAll(where: shouldBeRemoved)
        for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) {
            siftDown(index)
        }
    }

    /// The first element found below one it precedes, with that parent; `nil` when the heap is
    /// in order. For the invariant checks.
    var firstOutOfOrder: (element: Element, parent: Element)? {
        guard let child = elements.indices.dropFirst().first(where: { elements[$0].precedes(elements[($0 - 1) / 2]) }) else { return nil }
        return (elements[child], elements[(child - 1) / 2])
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let element = elements[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard element.precedes(elements[parent]) else { break }
            elements[child] = elements[parent]
            child = parent
        }
        elements[child] = element
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let element = elements[parent]
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { break }
            let right = left + 1
            let first = right < elements.count && elements[right].precedes(elements[left]) ? right : left
            guard elements[first].precedes(element) else { break }
            elements[parent] = elements[first]
            parent = first
        }
        elements[parent] = element
    }
}
