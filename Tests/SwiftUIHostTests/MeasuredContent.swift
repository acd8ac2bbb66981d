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

/// Content below seed 000's modifier that reads its environment closure.
struct ContentReadingSeed000Action: View {
    @Environment(\.seed000ShowAlert) private var showAlert

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

/// The screen measured with seed 000's modifier.
struct Seed000Screen: View {
    var body: some View {
        VStack {
            ContentReadingSeed000Action()
            StaticContent()
        }
        .modifier(Seed000ShowAlertView())
    }
}
