import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A covered host never stalls the queue: SwiftUI shows nothing attached beneath a presented
/// sheet, so what the package presents itself hosts alerts, toasts and the loading indicator
/// inside, and the host beneath is passed over while it is covered.
@MainActor
@Suite struct CoveredHostTests {
    private func open(_ presentation: CoveringScreen.Presentation, _ behaviour: PresentationBehaviour) async throws -> (HostedApp, HandleLog) {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in CoveringScreen(presentation: presentation, log: log) }
        try await app.driver.render()
        return (app, log)
    }

    @Test(arguments: [CoveringScreen.Presentation.sheet, .fullScreenCover], PresentationBehaviour.allGenerations)
    func anAlertRequestedBeneathThePackagesPresentationAppearsOnIt(_ presentation: CoveringScreen.Presentation, _ behaviour: PresentationBehaviour) async throws
    {
        let (app, log) = try await open(presentation, behaviour)
        let below = try #require(app.center.topmostHost)

        try await app.driver.tapContentButton("Ask and go")
        try await app.finishTransition()
        // The alert given to the host beneath before it was covered is withdrawn from it, and
        // handed on once that host's settle time has passed.
        try await app.settle()

        #expect(app.driver.presentedSheetCount == 1)
        #expect(!below.isVisible, "the host beneath is covered")
        #expect(await app.visibleTitle == "Asked before leaving", "shown where the person sees it, not beneath")
        #expect(!app.driver.warnings.contains { $0.contains("Sheet above blocks alerts") || $0.contains("Off screen") })

        let fromService = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)
        #expect(await app.visibleTitle == "Sync failed", "the queue goes on")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromService.outcome?.isConfirmed == true)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func theSheetsOwnRequestsAndTheCentersShowOnItAndMoveBelowWhenItCloses(_ behaviour: PresentationBehaviour) async throws {
        let (app, log) = try await open(.sheet, behaviour)
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Ask on the sheet")
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        #expect(await app.visibleTitle == "Asked on the sheet")

        try await app.driver.tapContentButton("Done")
        try await app.finishTransition()
        try await app.settle()

        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.outcomes == [.hostGone], "the sheet's own request ended with it")
        #expect(await app.visibleTitle == "Sync failed")
        #expect(app.center.topmostHost?.isVisible == true)
        #expect(app.center.hosts.count == 1)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromService.outcome?.isConfirmed == true)
    }

    @Test func toastsAndABlockingIndicatorAppearOnThePackagesSheetNotBeneathIt() async throws {
        let (app, _) = try await open(.sheet, .iOS16AndLater)
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()

        let toast = app.center.showToast(ToastData(title: "Saved", duration: .seconds(10)))
        let loading = app.center.beginLoading("Saving")
        try await app.driver.advance(by: .seconds(1))

        #expect(app.driver.contentTexts.contains("Saved"), "the toast is on the sheet")
        #expect(app.driver.progressViews.map(\.title) == ["Saving"], "the indicator is on the sheet")
        #expect(app.driver.isContentButtonHittable("Done") == false, "and it blocks the sheet")
        #expect(app.center.visibleToasts.first?.isPaused == false)

        loading.end()
        try await app.driver.advance(by: .seconds(1))
        try await app.driver.tapContentButton("Done")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.driver.contentTexts.contains("Saved"), "back beneath once the sheet has gone")
        #expect(toast.isPending)
    }

    @Test(arguments: [CoveringScreen.Presentation.sheet, .fullScreenCover], PresentationBehaviour.allGenerations)
    func whileThePackagesPresentationAppearsNothingIsGivenToTheHostItCovers(_ presentation: CoveringScreen.Presentation, _ behaviour: PresentationBehaviour)
        async throws
    {
        let (app, _) = try await open(presentation, behaviour)
        let below = try #require(app.center.topmostHost)
        let events = EventRecorder(app.center)
        try await app.driver.tapContentButton("Open")
        try await app.driver.advance(by: .milliseconds(100))

        let handle = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .milliseconds(100))
        #expect(await app.driver.visibleAlert == nil)
        try await app.finishTransition()
        try await app.settle()

        #expect(await app.visibleTitle == "Sync failed")
        #expect(!events.presentedHosts.contains(below.id), "never shown beneath the presentation")
        #expect(!app.driver.warnings.contains { $0.contains("Sheet above blocks alerts") })
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)
    }
}

/// The hosts each alert was presented on, in order.
@MainActor
final class EventRecorder {
    private(set) var presentedHosts: [AlertHostID] = []
    private var observation: AlertEventObservation?

    init(_ center: AlertCenter) {
        observation = center.observeEvents { [weak self] event in
            if case .presented(_, let host) = event.kind {
                self?.presentedHosts.append(host)
            }
        }
    }
}
