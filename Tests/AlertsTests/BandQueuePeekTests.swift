import Testing

@testable import Alerts

/// The modal lane's queue looked at without being changed: the next record to show that a
/// condition allows is found in place, and taking it out keeps every other record where it
/// stood, as when an alert waiting for the sheet that interrupted it lets a later one go first.
@MainActor
@Suite struct BandQueuePeekTests {
    private final class Item: BandQueued {
        let id: AlertRequestID
        let queuePriority: Int
        var phase = QueuePhase.ended
        var isPending: Bool { phase != .ended }

        init(_ number: UInt64, priority: Int) {
            id = AlertRequestID(rawValue: number)
            queuePriority = priority
        }
    }

    /// Items 1 to 5: 1 and 2 of priority 10, then 3, 4 and 5 of priority 0.
    private static func makeQueue() -> (BandQueue<Item>, [Item]) {
        var queue = BandQueue<Item>()
        let items = [Item(1, priority: 10), Item(2, priority: 10), Item(3, priority: 0), Item(4, priority: 0), Item(5, priority: 0)]
        for item in items { queue.push(item) }
        return (queue, items)
    }

    @Test func theFirstAllowedRecordIsFoundInOrderAndLeftInPlace() {
        let (queue, items) = Self.makeQueue()
        let allowed = Set([4, 5].map(AlertRequestID.init(rawValue:)))
        #expect(queue.first { allowed.contains($0.id) } === items[3])
        #expect(queue.first { _ in false } == nil)
        #expect(queue.ordered.map(\.id.rawValue) == [1, 2, 3, 4, 5])
        #expect(queue.count == 5)
        #expect(queue.invariantViolations() == [])
    }

    @Test func aRecordTakenFromTheMiddleOfItsBandLeavesTheOthersInOrder() {
        let (start, items) = Self.makeQueue()
        var queue = start
        queue.remove(items[3])
        #expect(queue.ordered.map(\.id.rawValue) == [1, 2, 3, 5])
        #expect(queue.count == 4)
        #expect(queue.invariantViolations() == [])
        queue.remove(items[0])
        #expect(queue.popFirst() === items[1])
        #expect(queue.popFirst() === items[2])
        #expect(queue.popFirst() === items[4])
        #expect(queue.popFirst() == nil)
        #expect(queue.invariantViolations() == [])
    }

    @Test func aWithdrawnRecordIsNeverFound() {
        let (start, items) = Self.makeQueue()
        var queue = start
        items[0].phase = .ended
        queue.didWithdraw()
        #expect(queue.first { _ in true } === items[1])
        #expect(queue.invariantViolations() == [])
    }
}
