import Alerts
import SwiftUI
import SwiftUIAlerts

/// A button that shows `alert` through the environment's `showAlert`, keeping each handle.
struct RequestButton: View {
    @Environment(\.showAlert) private var showAlert
    let title: String
    let alert: AlertData
    let log: HandleLog

    var body: some View {
        Button(title, role: nil) {
            log.handles.append(showAlert(alert))
        }
    }
}

/// The handles of the requests a test's views made, in order.
@MainActor
final class HandleLog {
    var handles: [AlertHandle] = []

    var outcomes: [AlertOutcome?] { handles.map(\.outcome) }
}
