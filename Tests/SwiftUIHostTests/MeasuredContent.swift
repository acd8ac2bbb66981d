import Alerts
import SwiftUI
import SwiftUIAlerts

/// Content below `.showAlertView()` that reads `\.showAlert` and shows an alert.
struct ContentReadingShowAlert: View {
    @Environment(\.showAlert) private var showAlert

    var body: some View {
        Button("Show", role: nil) { showAlert(title: "Report") }
    }
}

/// Content below the optional-alert-state modifier that reads its environment closure.
struct ContentReadingTheClosureAction: View {
    @Environment(\.closureShowAlert) private var showAlert

    var body: some View {
        Button("Show", role: nil) { showAlert(title: "Report") }
    }
}

/// Content that reads nothing.
struct StaticContent: View {
    var body: some View {
        Text("Static")
    }
}

/// The screen measured with `.showAlertView()`.
struct ShowAlertViewScreen: View {
    var body: some View {
        VStack {
            ContentReadingShowAlert()
            StaticContent()
        }
        .showAlertView()
    }
}

/// The screen measured with the optional-alert-state modifier.
struct OptionalAlertStateScreen: View {
    var body: some View {
        VStack {
            ContentReadingTheClosureAction()
            StaticContent()
        }
        .modifier(OptionalAlertStateModifier())
    }
}
