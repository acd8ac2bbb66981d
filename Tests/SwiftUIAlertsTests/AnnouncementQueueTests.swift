import Alerts
import AlertsTesting
import Testing

@testable import SwiftUIAlerts

/// The queue behind the system announcer: one announcement at a time, after the interface has
/// settled, again when VoiceOver reports it was cut off.
@MainActor
@Suite struct AnnouncementQueueTests {
    private final class Spoken {
        var texts: [String] = []
    }

    private func makeQueue(_ clock: ManualAlertClock, _ spoken: Spoken) -> AnnouncementQueue {
        AnnouncementQueue(clock: clock, settleTime: .milliseconds(500), finishTimeout: .seconds(10), maximumAttempts: 3) {
            spoken.texts.append($0.text)
        }
    }

    private func announcement(_ text: String, _ priority: AccessibilityAnnouncement.Priority = .default) -> AccessibilityAnnouncement {
        AccessibilityAnnouncement(text: text, priority: priority)
    }

    @Test func anAnnouncementWaitsUntilTheInterfaceHasSettled() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)

        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(499))
        #expect(spoken.texts.isEmpty)

        clock.advance(by: .milliseconds(1))
        #expect(spoken.texts == ["Saved"])
        #expect(queue.current?.text == "Saved")
    }

    @Test func anAlertAppearingOrLeavingStartsTheWaitAgain() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)

        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(400))
        queue.interfaceChanged()
        clock.advance(by: .milliseconds(400))
        #expect(spoken.texts.isEmpty)

        clock.advance(by: .milliseconds(100))
        #expect(spoken.texts == ["Saved"])
    }

    @Test func theNextAnnouncementWaitsForThePreviousToFinishInsteadOfInterruptingIt() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)

        queue.enqueue(announcement("Saved"))
        queue.enqueue(announcement("Copied"))
        clock.advance(by: .milliseconds(1_200))
        #expect(spoken.texts == ["Saved"])
        #expect(queue.pending.map(\.text) == ["Copied"])

        // A report about an announcement the app posted itself changes nothing.
        queue.finished("Something else", successfully: true)
        clock.advance(by: .milliseconds(100))
        #expect(spoken.texts == ["Saved"])

        queue.finished("Saved", successfully: true)
        clock.advance()
        #expect(spoken.texts == ["Saved", "Copied"])
    }

    @Test func anAnnouncementVoiceOverCutOffIsSpokenAgainAfterTheSettleTimeAtMostThreeTimes() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Upload failed", .high))
        clock.advance(by: .milliseconds(500))

        queue.finished("Upload failed", successfully: false)
        clock.advance(by: .milliseconds(499))
        #expect(spoken.texts == ["Upload failed"])
        clock.advance(by: .milliseconds(1))
        #expect(spoken.texts == ["Upload failed", "Upload failed"])

        queue.finished("Upload failed", successfully: false)
        clock.advance(by: .milliseconds(500))
        queue.finished("Upload failed", successfully: false)
        clock.advance(by: .seconds(5))
        #expect(spoken.texts == ["Upload failed", "Upload failed", "Upload failed"])
        #expect(queue.current == nil)
        #expect(queue.pending.isEmpty)
    }

    @Test func waitingAnnouncementsAreSpokenByPriorityThenInArrivalOrder() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(500))

        queue.enqueue(announcement("Message deleted", .low))
        queue.enqueue(announcement("Copied"))
        queue.enqueue(announcement("Upload failed", .high))
        queue.enqueue(announcement("Moved"))
        #expect(queue.pending.map(\.text) == ["Upload failed", "Copied", "Moved", "Message deleted"])

        for text in ["Saved", "Upload failed", "Copied", "Moved"] {
            queue.finished(text, successfully: true)
            clock.advance()
        }
        #expect(spoken.texts == ["Saved", "Upload failed", "Copied", "Moved", "Message deleted"])
    }

    @Test func withoutAReportTheNextAnnouncementIsSpokenOnceTheFirstHadTimeToBeSpoken() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Saved"))
        queue.enqueue(announcement("Copied"))
        clock.advance(by: .milliseconds(500))

        // One second and 70 ms for each of its five characters.
        clock.advance(by: .milliseconds(1_349))
        #expect(spoken.texts == ["Saved"])
        clock.advance(by: .milliseconds(1))
        #expect(spoken.texts == ["Saved", "Copied"])
        // A late report about the first changes nothing.
        queue.finished("Saved", successfully: false)
        clock.advance(by: .seconds(1))
        #expect(spoken.texts == ["Saved", "Copied"])
    }

    @Test func anAnnouncementAlreadyWaitingIsNotQueuedTwice() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(500))

        for _ in 1...3 { queue.enqueue(announcement("Copied")) }

        #expect(queue.pending.map(\.text) == ["Copied"])
    }

    @Test func beyondTenWaitingTheOldestOfTheLowestPriorityIsDropped() {
        let clock = ManualAlertClock()
        let queue = makeQueue(clock, Spoken())
        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(500))

        queue.enqueue(announcement("Upload failed", .high))
        for index in 1...10 { queue.enqueue(announcement("Note \(index)", .low)) }

        #expect(queue.pending.count == 10)
        #expect(queue.pending.map(\.text) == ["Upload failed"] + (2...10).map { "Note \($0)" })
    }

    @Test func aScreenReaderThatReportsFromInsideThePostIsFollowed() {
        final class QueueReference {
            weak var queue: AnnouncementQueue?
        }
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let reference = QueueReference()
        let queue = AnnouncementQueue(clock: clock) { announcement in
            spoken.texts.append(announcement.text)
            reference.queue?.finished(announcement.text, successfully: spoken.texts.count > 1)
        }
        reference.queue = queue
        queue.enqueue(announcement("Saved"))
        queue.enqueue(announcement("Copied"))

        clock.advance(by: .milliseconds(500))
        // Cut off inside the post: spoken again after the settle time, then "Copied".
        clock.advance(by: .milliseconds(500))
        clock.advance()

        #expect(spoken.texts == ["Saved", "Saved", "Copied"])
        #expect(queue.current == nil)
        #expect(queue.pending.isEmpty)
    }

    @Test func theTimeToSpeakIsBoundedForAnyLength() {
        let queue = makeQueue(ManualAlertClock(), Spoken())

        #expect(queue.speakingTime(of: announcement("")) == .seconds(1))
        #expect(queue.speakingTime(of: announcement(String(repeating: "a", count: 100))) == .seconds(8))
        #expect(queue.speakingTime(of: announcement(String(repeating: "a", count: 1_000_000))) == .seconds(10))
    }

    @Test func anAnnouncementQueuedWhileSpeakingEvenAnUrgentOneWaitsForTheReport() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(500))
        queue.enqueue(announcement("Copied", .high))
        clock.advance(by: .seconds(1))
        #expect(spoken.texts == ["Saved"])

        queue.finished("Saved", successfully: true)
        clock.advance()
        #expect(spoken.texts == ["Saved", "Copied"])
    }

    @Test func anAnnouncementQueuedWhileSpeakingDoesNotPostponeTheEndOfTheFirst() {
        let clock = ManualAlertClock()
        let spoken = Spoken()
        let queue = makeQueue(clock, spoken)
        queue.enqueue(announcement("Saved"))
        clock.advance(by: .milliseconds(600))
        queue.enqueue(announcement("Copied"))

        // "Saved", spoken at 0.5 s, has had its 1.35 s at 1.85 s.
        clock.advance(by: .milliseconds(1_249))
        #expect(spoken.texts == ["Saved"])
        clock.advance(by: .milliseconds(1))
        #expect(spoken.texts == ["Saved", "Copied"])
    }
}
