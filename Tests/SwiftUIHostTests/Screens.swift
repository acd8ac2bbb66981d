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
    /// How many times a view below a presentation disappeared, for screens that count it.
    var belowDisappearances = 0

    var outcomes: [AlertOutcome?] { handles.map(\.outcome) }
}

/// A button whose alert's "Next" button shows a second alert from its action.
struct ChainedRequestButton: View {
    @Environment(\.showAlert) private var showAlert
    let log: HandleLog

    var body: some View {
        Button("Start", role: nil) {
            log.handles.append(
                showAlert(
                    title: "First",
                    buttons: [
                        AlertButton(title: "Next") { [showAlert, log] in
                            log.handles.append(showAlert(title: "Second"))
                        }
                    ]))
        }
    }
}

/// A button that makes two requests in the same tick.
struct TwoRequestsButton: View {
    @Environment(\.showAlert) private var showAlert
    let log: HandleLog

    var body: some View {
        Button("Both", role: nil) {
            log.handles.append(showAlert(title: "One"))
            log.handles.append(showAlert(title: "Two"))
        }
    }
}
