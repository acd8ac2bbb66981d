import Alerts
import AlertsTesting

@testable import SwiftUIAlerts

/// A center on a manual clock with a connection attached to it, as `.showAlertView()` makes
/// one: its host settles after the center's settle time, as SwiftUI's does.
@MainActor
struct HostFixture {
    let clock = ManualAlertClock()
    let center: AlertCenter
    let connection = AlertHostConnection()
    let host: AlertHost

    init() {
        center = AlertCenter(clock: clock)
        connection.resolveCenter(preferring: center)
        host = connection.attach(to: center)
    }

    /// The action `.showAlertView()` would put in the environment.
    var action: ShowAlertAction { ShowAlertAction(connection: connection) }

    /// What the host must show now.
    var presentation: AlertPresentation? { host.presentation }

    /// Lets the settle time pass.
    func settle() {
        clock.advance(by: center.configuration.settleTime)
    }

    /// The presentation a host receives for `alert`, shown on a center of its own.
    static func presentation(of alert: AlertData) -> AlertPresentation? {
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        center.show(alert)
        return host.presentation
    }
}
