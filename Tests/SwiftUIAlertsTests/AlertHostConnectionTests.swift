import Alerts
import AlertsTesting
import Testing

@testable import SwiftUIAlerts

/// What `.showAlertView()` does with its host: attach it, feed SwiftUI what to show, report
/// what SwiftUI reports, detach it.
@MainActor
@Suite struct AlertHostConnectionTests {
    // MARK: - Attaching and detaching

    @Test func itAttachesToTheCenterOfAnEnclosingHost() {
        let enclosing = AlertCenter(clock: ManualAlertClock())
        let connection = AlertHostConnection()

        let center = connection.resolveCenter(preferring: enclosing)
        let host = connection.attach(to: center)

        #expect(center === enclosing)
        #expect(enclosing.topmostHost === host)
    }

    @Test func withoutAnEnclosingCenterItMakesOneAndKeepsIt() {
        let connection = AlertHostConnection()

        let center = connection.resolveCenter(preferring: nil)

        #expect(connection.resolveCenter(preferring: nil) === center)
        #expect(connection.center === center)
    }

    @Test func aRequestMadeBeforeTheHostAttachesWaitsForIt() {
        let center = AlertCenter(clock: ManualAlertClock())
        let connection = AlertHostConnection()
        connection.resolveCenter(preferring: center)

        let handle = ShowAlertAction(connection: connection)(title: "Welcome")
        #expect(handle.isPending)
        let host = connection.attach(to: center)

        #expect(host.presentation?.alert.title == "Welcome")
    }

    @Test func detachingEndsItsRequestsAndMovesTheCentersAlertDown() {
        let fixture = HostFixture()
        let root = fixture.center.attachHost(settling: .immediate)
        root.detach()
        let below = fixture.center.attachHost(settling: .immediate)
        let sheet = AlertHostConnection()
        sheet.attach(to: fixture.center)
        let owned = ShowAlertAction(connection: sheet)(title: "Discard draft?")
        let shared = fixture.center.show(AlertData(title: "Sync failed"))
        #expect(sheet.host?.presentation?.alert.title == "Discard draft?")

        sheet.detach()
        fixture.settle()

        #expect(owned.outcome == .hostGone)
        #expect(shared.isPending)
        #expect(fixture.center.topmostHost === below)
        #expect(below.presentation?.alert.title == "Sync failed")
    }

    @Test func runForwardsPresentationsUntilCancelledAndTheHostLivesAsLongAsTheConnection() async throws {
        let center = AlertCenter(clock: ManualAlertClock())
        var connection: AlertHostConnection? = AlertHostConnection()
        let updates = AsyncStream.makeStream(of: AlertPresentation?.self)

        let running = Task { [connection] in await connection?.run(on: center) { updates.continuation.yield($0) } }
        var received = updates.stream.makeAsyncIterator()
        let first = await received.next()
        #expect(first == .some(nil))
        #expect(center.hosts.count == 1)
        let hostID = try #require(connection?.host?.id)

        let handle = ShowAlertAction(connection: try #require(connection))(title: "Saved")
        let second = await received.next()
        #expect(second??.alert.title == "Saved")

        running.cancel()
        await running.value
        #expect(center.hosts.map(\.id) == [hostID], "a task cancelled as the view disappears does not end the host")
        #expect(handle.isPending)

        let again = Task { [connection] in await connection?.run(on: center) { _ in } }
        again.cancel()
        await again.value
        #expect(center.hosts.map(\.id) == [hostID], "running again keeps the same host")

        connection = nil
        for _ in 0..<10 { await Task.yield() }
        #expect(center.hosts.isEmpty, "the host ends with the connection, that is with the view's identity")
        #expect(handle.outcome == .hostGone)
    }

    @Test func theLifetimeEndsTheHostEvenWhileACallerAwaitsAnAnswerThroughIt() async throws {
        let center = AlertCenter(clock: ManualAlertClock())
        var lifetime: AlertHostLifetime? = AlertHostLifetime()
        let connection = try #require(lifetime?.connection)
        connection.attach(to: center)
        let asking = Task { await ShowAlertAction(connection: connection).present(title: "Discard?") }
        for _ in 0..<10 { await Task.yield() }
        #expect(center.visiblePresentation?.alert.title == "Discard?")

        lifetime = nil
        let outcome = await asking.value

        #expect(outcome == .hostGone, "the caller holds the connection, yet hears back")
        #expect(center.hosts.isEmpty)
    }

    @Test func aHiddenConnectionKeepsItsHostAttachedButPassedOver() {
        let fixture = HostFixture()
        let pushed = AlertHostConnection()
        pushed.attach(to: fixture.center)
        pushed.setVisible(false)
        let handle = ShowAlertAction(connection: pushed)(title: "Still asked")

        #expect(pushed.host?.isAttached == true)
        #expect(fixture.presentation?.request == handle.id)
        #expect(fixture.center.topmostHost === fixture.host)
    }

    // MARK: - What SwiftUI reports

    @Test func anAlertIsPresentedInItsOwnStyleOnly() throws {
        let fixture = HostFixture()
        fixture.action(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))
        let presentation = try #require(fixture.presentation)

        #expect(fixture.connection.isPresented(presentation, as: .confirmationDialog))
        #expect(!fixture.connection.isPresented(presentation, as: .alert))
        #expect(!fixture.connection.isPresented(nil, as: .alert))
    }

    @Test func theBindingTurningFalseThenTheTapEndsWithTheTappedButton() throws {
        let fixture = HostFixture()
        let handle = fixture.action(title: "Delete?", buttons: [.cancel(), .destructive("Delete")])
        let presentation = try #require(fixture.presentation)

        fixture.connection.setPresented(false, presentation)
        #expect(!fixture.connection.isPresented(presentation, as: .alert))
        #expect(handle.isPending)
        fixture.connection.answer(presentation, buttonIndex: 1)

        #expect(handle.outcome == .answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive)))
    }

    @Test func theNextAlertWaitsUntilTheDismissalHasSettled() throws {
        let fixture = HostFixture()
        fixture.action(title: "First")
        fixture.action(title: "Second")
        let first = try #require(fixture.presentation)

        fixture.connection.setPresented(false, first)
        fixture.connection.answer(first, buttonIndex: 0)
        #expect(fixture.presentation == nil)

        fixture.settle()
        let second = try #require(fixture.presentation)
        #expect(second.alert.title == "Second")
        #expect(fixture.connection.isPresented(second, as: .alert))
    }

    @Test func aDismissalWithNoTapEndsDismissedOnceSettled() throws {
        let fixture = HostFixture()
        let handle = fixture.action(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))
        let presentation = try #require(fixture.presentation)

        fixture.connection.setPresented(false, presentation)
        #expect(handle.isPending)
        fixture.settle()

        #expect(handle.outcome == .dismissed)
    }

    @Test func theBindingTurningTrueReportsNothing() throws {
        let fixture = HostFixture()
        let handle = fixture.action(title: "Saved")
        let presentation = try #require(fixture.presentation)

        fixture.connection.setPresented(true, presentation)
        fixture.settle()

        #expect(handle.isPending)
        #expect(fixture.connection.isPresented(presentation, as: .alert))
    }

    @Test func aPresentationTheHostNoLongerShowsIsNotPresented() throws {
        let fixture = HostFixture()
        let handle = fixture.action(title: "Uploading…")
        let presentation = try #require(fixture.presentation)

        handle.cancel()

        #expect(!fixture.connection.isPresented(presentation, as: .alert))
        fixture.connection.setPresented(false, presentation)
        #expect(handle.outcome == .cancelled)
    }

    // MARK: - Text fields

    @Test func fieldsStartWithTheirTextAndTheAnswerCarriesWhatWasTyped() throws {
        let fixture = HostFixture()
        let handle = fixture.action(
            AlertData(
                title: "Rename", buttons: [.cancel(), .ok("Rename")],
                textFields: [
                    AlertTextField(placeholder: "Name", text: "Draft"), AlertTextField(placeholder: "Note"),
                ]))
        let presentation = try #require(fixture.presentation)
        #expect(fixture.connection.text(at: 0, of: presentation) == "Draft")

        fixture.connection.setText("Draft 2", at: 0, of: presentation)
        #expect(fixture.connection.text(at: 0, of: presentation) == "Draft 2")
        fixture.connection.setPresented(false, presentation)
        fixture.connection.answer(presentation, buttonIndex: 1)

        #expect(handle.outcome?.answer?.textValues == ["Draft 2", ""])
    }

    @Test func whatWasTypedDoesNotCarryOverToTheNextAlert() throws {
        let fixture = HostFixture()
        let field = AlertTextField(placeholder: "Name", text: "Draft")
        fixture.action(AlertData(title: "Rename", buttons: [.cancel()], textFields: [field]))
        fixture.action(AlertData(title: "Rename again", buttons: [.cancel()], textFields: [field]))
        let first = try #require(fixture.presentation)
        fixture.connection.setText("Typed", at: 0, of: first)
        fixture.connection.setPresented(false, first)
        fixture.connection.answer(first, buttonIndex: 0)
        fixture.settle()

        let second = try #require(fixture.presentation)
        #expect(fixture.connection.text(at: 0, of: second) == "Draft")
    }
}
