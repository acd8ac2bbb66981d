import Alerts
import AlertsTesting
import Testing

@MainActor
@Suite struct SmokeTests {
    @Test func secondRequestAppearsAfterFirstIsDismissed() async {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let host = center.attachHost()
        var log: [String] = []
        center.observeEvents { log.append("\($0.kind)") }
        let first = center.show(title: "One")
        let second = center.show(title: "Two")
        #expect(center.visiblePresentation?.alert.title == "One")
        let p1 = try! #require(host.presentation)
        host.dismissalBegan(p1.id)
        #expect(host.answer(p1.id, buttonIndex: 0))
        #expect(first.outcome?.answer?.title == "OK")
        #expect(center.visiblePresentation == nil)
        clock.advance(by: .milliseconds(349))
        #expect(center.visiblePresentation == nil)
        clock.advance(by: .milliseconds(1))
        #expect(center.visiblePresentation?.alert.title == "Two")
        second.cancel()
        #expect(second.outcome == .cancelled)
        #expect(center.pendingRequestCount == 0)
        print(log.joined(separator: "\n"))
    }
}
