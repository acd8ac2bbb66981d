import Alerts
import SwiftUI
import SwiftUIAlerts

/// An alert design as an app would write one: title, message, fields and buttons, each button
/// answering with itself. It shows each field's current value, so tests see the design drawn
/// again as the person types.
struct PlainAlertDesign: View {
    let alert: PresentedAlert

    var body: some View {
        VStack {
            Text(alert.title)
            if let message = alert.message {
                Text(message)
            }
            ForEach(alert.textFields) { field in
                if field.isSecure {
                    SecureField(field.placeholder, text: field.text)
                } else {
                    TextField(field.placeholder, text: field.text)
                }
                Text("\(field.placeholder) holds \(field.value)")
            }
            ForEach(alert.buttons) { button in
                Button(button.title, role: button.role) {
                    alert.answer(button)
                }
            }
        }
    }
}

/// Keeps every ``PresentedAlert`` a design was handed, for tests that answer through an old one.
@MainActor
final class DesignLog {
    var alerts: [PresentedAlert] = []
    /// Every ``PresentedToast`` a toast design was handed.
    var toasts: [PresentedToast] = []
    /// What each answer sent from a test returned.
    var answersTaken: [Bool] = []
}

/// A design that answers from inside its view builder, which must be refused.
struct AnsweringInBodyDesign {
    let log: DesignLog

    @MainActor
    func callAsFunction(_ alert: PresentedAlert) -> some View {
        log.answersTaken.append(alert.answer(alert.buttons[0]))
        return PlainAlertDesign(alert: alert)
    }
}

/// A root whose `.showAlertView` with a design can be removed by a button outside it.
struct RemovableDesignedHost: View {
    let log: HandleLog
    let designs: DesignLog
    @State private var isShown = true

    var body: some View {
        VStack {
            Button("Remove host", role: nil) {
                isShown = false
            }
            if isShown {
                RequestButton(title: "Ask", alert: AlertData(title: "Keep?", buttons: [.cancel(), .ok("Keep")]), log: log)
                    .showAlertView { alert in
                        let _ = designs.alerts.append(alert)
                        PlainAlertDesign(alert: alert)
                    }
            }
        }
    }
}

/// A toast design: the brand's words around the toast's title, its button and a close button.
struct BrandToastDesign: View {
    let toast: PresentedToast

    var body: some View {
        HStack {
            Image(systemName: toast.symbolName)
            Text("Brand: \(toast.title)")
            if let buttonTitle = toast.buttonTitle {
                Button("Brand \(buttonTitle)", role: nil) {
                    toast.tapButton()
                }
            }
            Button("Brand close", role: nil) {
                toast.close()
            }
        }
    }
}

/// A root with the plain alert design that presents an editor with `sheetShowingAlerts`,
/// whose own `.showAlertView()` draws with the root's design.
struct DesignedRootWithSheet: View {
    let log: HandleLog
    @State private var isOpen = false

    var body: some View {
        VStack {
            Text("Below")
            Button("Open", role: nil) { isOpen = true }
        }
        .sheetShowingAlerts(isPresented: $isOpen) { EditorSheet(log: log) }
        .showAlertView { alert in PlainAlertDesign(alert: alert) }
    }
}

/// A screen whose heading takes VoiceOver's cursor as it appears, as a screen may, with a
/// button that requests an alert and one that shows a toast.
struct FocusedHeadingScreen: View {
    @Environment(\.showToast) private var showToast
    @AccessibilityFocusState private var isHeadingFocused: Bool
    let alert: AlertData
    let log: HandleLog

    var body: some View {
        VStack {
            Text("Inbox")
                .accessibilityFocused($isHeadingFocused)
            RequestButton(title: "Delete", alert: alert, log: log)
            Button("Save", role: nil) {
                _ = showToast("Saved", style: .success)
            }
        }
        .onAppear {
            isHeadingFocused = true
        }
    }
}
