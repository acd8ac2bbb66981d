import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import Testing
import UIKitEmulation

@testable import SwiftUIAlerts

/// A UIKit window or view controller attached to a center shows its view controllers'
/// requests as alert controllers, through the same queue as the SwiftUI views of that center,
/// with the same outcomes and `await`.
@MainActor
@Suite struct UIKitAttachmentTests {
    @Test func aViewControllersRequestShowsAsAnAlertControllerAndItsAwaitReturnsTheAnswer() async throws {
        let fixture = UIKitAttachmentFixture()
        let alert = AlertData(title: "Delete “Notes”?", buttons: [.cancel(), .destructive("Delete")])
        let answer = Task {
            await fixture.requests.present(alert, through: fixture.attached, from: "NotesViewController", at: AlertCallSite(fileID: #fileID, line: #line))
        }
        await fixture.advance()

        #expect(fixture.visibleRequest?.title == "Delete “Notes”?")
        #expect(fixture.visibleRequest?.actions.map(\.type) == [.cancel, .destructive])
        await fixture.advance(by: fixture.window.alertAnimation)
        try fixture.window.tap(actionAt: 1)
        await fixture.advance(by: .seconds(1))

        #expect(await answer.value == .answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive, textValues: [])))
        #expect(fixture.window.visibleAlert == nil)
        #expect(fixture.warnings.isEmpty)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aSwiftUIViewAndAViewControllerOnOneCenterShowOneAlertAtATimeInTheOrderAsked() async throws {
        var swiftUIHost: AlertHost?
        let fixture = UIKitAttachmentFixture { center in
            swiftUIHost = center.attachHost(settling: .afterSettleTime, window: AlertWindowID())
        }
        let host = try #require(swiftUIHost)
        let showAlert = ShowAlertAction(host: host)
        var shown: [String] = []
        /// Records what is on screen now, and that it is never two alerts.
        func look() {
            let onScreen = [host.presentation?.alert.title, fixture.visibleRequest?.title].compactMap { $0 }
            #expect(onScreen.count <= 1, "two alerts on screen: \(onScreen)")
            if let title = onScreen.first, shown.last != title { shown.append(title) }
        }

        let first = showAlert(title: "Sync failed")
        await fixture.advance()
        let second = fixture.show(AlertData(title: "Delete “Notes”?"))
        let third = fixture.center.show(title: "Saved")
        await fixture.advance(by: fixture.window.alertAnimation)
        look()
        #expect(fixture.window.visibleAlert == nil)

        // The SwiftUI view's renderer reports the person's answer and the end of the dismissal.
        let firstShown = try #require(host.presentation)
        host.answer(firstShown.id, buttonIndex: 0)
        host.dismissalFinished(firstShown.id)
        await fixture.advance()
        look()
        await fixture.advance(by: fixture.window.alertAnimation)
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: fixture.window.alertAnimation + .milliseconds(100))
        look()
        // The center's own request shows on the SwiftUI view, which draws toasts and sheets too.
        let thirdShown = try #require(host.presentation)
        host.answer(thirdShown.id, buttonIndex: 0)
        host.dismissalFinished(thirdShown.id)
        await fixture.advance(by: .seconds(1))

        #expect(shown == ["Sync failed", "Delete “Notes”?", "Saved"])
        #expect(fixture.center.topmostHost === host)
        #expect(first.outcome?.answer != nil)
        #expect(second.outcome?.answer != nil)
        #expect(third.outcome?.answer != nil)
        #expect(fixture.problems.isEmpty)
    }

    @Test func attachingAViewControllerLeavesAnAlertOfTheCenterOnTheSwiftUIViewThatShowsIt() async throws {
        let events = EventLog()
        var swiftUIHost: AlertHost?
        var saved: AlertHandle?
        var observation: AlertEventObservation?
        let fixture = UIKitAttachmentFixture { center in
            swiftUIHost = center.attachHost(settling: .afterSettleTime, window: AlertWindowID())
            observation = center.observeEvents { [events] in events.record($0) }
            saved = center.show(title: "Saved")
        }
        let host = try #require(swiftUIHost)
        let handle = try #require(saved)
        await fixture.advance()

        #expect(host.presentation?.request == handle.id)
        #expect(!events.kinds(of: handle.id).contains(.moved(from: host.id)))
        #expect(fixture.center.topmostHost === host)
        #expect(fixture.window.presentations.isEmpty)
        observation?.cancel()
    }

    @Test func detachingEndsItsRequestsHostGoneAndDismissesItsAlertController() async throws {
        let fixture = UIKitAttachmentFixture()
        let handle = fixture.show(AlertData(title: "Delete “Notes”?"))
        await fixture.advance(by: fixture.window.alertAnimation)
        #expect(fixture.visibleRequest?.title == "Delete “Notes”?")

        fixture.attached?.detach()
        await fixture.advance(by: fixture.window.alertAnimation + .milliseconds(100))

        #expect(handle.outcome == .hostGone)
        #expect(fixture.attached?.isAttached == false)
        #expect(fixture.window.visibleAlert == nil)
        #expect(fixture.window.log.isEmpty)
        #expect(fixture.problems.isEmpty)
    }

    @Test func anAttachmentWhoseWindowWentAwayEndsItsRequestsHostGoneAndLetsTheCenterGoOn() async throws {
        var otherHost: AlertHost?
        let fixture = UIKitAttachmentFixture { center in
            otherHost = center.attachHost(settling: .immediate)
        }
        let attachedHost = try #require(fixture.attached?.host)
        let handle = fixture.show(AlertData(title: "Delete “Notes”?"))
        await fixture.advance(by: fixture.window.alertAnimation)

        fixture.windowGoesAway()
        await fixture.advance()

        #expect(handle.outcome == .hostGone)
        #expect(!attachedHost.isAttached)
        let later = fixture.center.show(title: "Saved")
        await fixture.advance()
        #expect(otherHost?.presentation?.request == later.id)
    }

    @Test func aRequestWithNoAttachmentEndsRejectedAndWarnsOncePerCallSite() async throws {
        let fixture = UIKitAttachmentFixture()
        let requests = fixture.requests
        let site = AlertCallSite(fileID: #fileID, line: #line)

        let handles = (1...3).map { _ in requests.request(AlertData(title: "Offline"), through: nil, from: "NotesViewController", at: site) }
        let awaited = await requests.present(
            AlertData(title: "Delete?"), through: nil, from: "NotesViewController", at: AlertCallSite(fileID: #fileID, line: #line))

        #expect(handles.map(\.outcome) == Array(repeating: .rejected(.noHost), count: 3))
        #expect(awaited == .rejected(.noHost))
        #expect(fixture.warnings.count == 2)
        let warning = try #require(fixture.warnings.first)
        #expect(warning.contains("NotesViewController"))
        #expect(warning.contains("“Offline”"))
        #expect(warning.contains("UIKitAttachmentTests.swift"))
        #expect(warning.contains("center.attach(to: window)"))
    }

    @Test func anErrorThatOnlySaysItWasCancelledEndsCancelledUnshownAndAnyOtherShows() async throws {
        struct SyncFailed: Error {}
        let fixture = UIKitAttachmentFixture()
        let site = AlertCallSite(fileID: #fileID, line: #line)

        let cancelled = fixture.requests.request(
            error: CancellationError(), buttons: [], through: fixture.attached, from: "NotesViewController", at: site)
        await fixture.advance(by: fixture.window.alertAnimation)
        #expect(cancelled.outcome == .cancelled)
        #expect(fixture.window.presentations.isEmpty)

        let failed = fixture.requests.request(error: SyncFailed(), buttons: [], through: fixture.attached, from: "NotesViewController", at: site)
        await fixture.advance(by: fixture.window.alertAnimation)
        #expect(failed.isPending)
        #expect(fixture.visibleRequest != nil)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aSheetOrAToastGivenToAnAttachmentIsNamedInAWarningNeverHiddenSilently() async throws {
        let fixture = UIKitAttachmentFixture()

        let sheet = fixture.center.showSheet(SheetData(title: "Filter"), finishingWith: Void.self)
        let toast = fixture.center.showToast("Copied")
        await fixture.advance()

        #expect(sheet.isPending)
        #expect(toast.isPending)
        #expect(fixture.warnings.count == 2)
        #expect(fixture.warnings.contains { $0.contains("“Filter”") && $0.contains("draws no sheets") })
        #expect(fixture.warnings.contains { $0.contains("“Copied”") && $0.contains("draws no toasts") })
        // As the warning says, the alerts behind the sheet wait until its request is cancelled.
        let offline = fixture.center.show(title: "Offline")
        await fixture.advance(by: .seconds(1))
        #expect(fixture.window.presentations.isEmpty)
        sheet.cancel()
        toast.cancel()
        await fixture.advance(by: .seconds(1))
        #expect(fixture.visibleRequest?.title == "Offline")
        #expect(offline.isPending)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aControllersRequestsGoToItsNearestAttachedControllerThenToItsWindow() async throws {
        let fixture = UIKitAttachmentFixture()
        let windowHost = try #require(fixture.attached)
        let parentHost = UIKitAttachedHost(center: fixture.center, presenter: EmulatedAlertControllerPresenter(window: fixture.window))
        let parent = ControllerChainNode(attached: parentHost, windowAttached: windowHost)
        let child = ControllerChainNode(outer: parent)

        #expect(child.requestHost === parentHost)
        parentHost.detach()
        #expect(child.requestHost === windowHost)
        windowHost.detach()
        #expect(child.requestHost == nil)
        let own = UIKitAttachedHost(center: fixture.center, presenter: EmulatedAlertControllerPresenter(window: fixture.window))
        child.attached = own
        #expect(child.requestHost === own)
        own.detach()
    }
}
