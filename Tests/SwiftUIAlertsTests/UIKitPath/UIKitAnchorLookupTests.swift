import Alerts
import AlertsTesting
import Testing

@testable import SwiftUIAlerts

/// The UIKit adapter finds the view a dialog points at through the connection: the platform
/// view registered by the `alertAnchor()` the request came through.
@MainActor
@Suite struct UIKitAnchorLookupTests {
    /// A stand-in for the `UIView` an anchored view registers.
    private final class PlatformView {}

    @Test func theAnchorOfAPendingRequestGivesItsRegisteredView() {
        let connection = AlertHostConnection()
        connection.attach(to: AlertCenter(clock: ManualAlertClock()))
        let anchor = AlertAnchor()
        let other = AlertAnchor()
        let view = PlatformView()
        let otherView = PlatformView()
        anchor.platformView = view
        other.platformView = otherView
        let dialog = AlertData(title: "Move?", buttons: [.cancel(), .ok("Move")], style: .confirmationDialog)

        _ = connection.request(dialog, from: AlertCallSite(fileID: #fileID, line: #line), anchor: anchor)

        #expect(connection.platformView(ofAnchor: ObjectIdentifier(anchor)) === view)
        #expect(connection.platformView(ofAnchor: ObjectIdentifier(other)) == nil, "no request came through it")
    }
}
