import Alerts
import SwiftUI

/// An empty view that presents the host's alert of one style with SwiftUI's `alert` or
/// `confirmationDialog`, the only presentation modifier on it.
///
/// An alert of the `.alert` style is drawn with `alert(_:isPresented:presenting:actions:message:)`
/// and one `Button(_:role:action:)` per button, in the order the alert declares them (the
/// system places the cancel-role button); the `.confirmationDialog` style with
/// `confirmationDialog`, its title shown when it has one. Text fields are drawn from iOS 16,
/// macOS 13, tvOS 16 and watchOS 9 on; earlier the alert shows without them and answers with
/// their initial text.
struct SystemAlert: View {
    let style: AlertStyle
    /// What the host shows; `nil` for nothing.
    let presentation: AlertPresentation?
    let connection: AlertHostConnection
    /// Whether SwiftUI shows it, made anew with each value: the view that creates this one ran
    /// its body, so SwiftUI reads the binding again (a presentation offered again is seen).
    private let isPresented: Binding<Bool>

    /// - Parameter anchor: The view marked with `alertAnchor()` this one is laid over; `nil`
    ///   at the root of the host. A dialog shows here only if it is attached here.
    init(style: AlertStyle, presentation: AlertPresentation?, connection: AlertHostConnection, anchor: AlertAnchor? = nil) {
        self.style = style
        self.presentation = presentation
        self.connection = connection
        isPresented = Binding(
            get: { [connection, presentation] in connection.isPresented(presentation, as: style, at: anchor) },
            set: { [connection, presentation, offer = connection.alerts.offer] isPresented in
                connection.setPresented(isPresented, presentation, offer: offer)
            }
        )
    }

    var body: some View {
        let shown = presentation.flatMap { $0.alert.style == style ? RenderedAlert($0) : nil }
        switch style {
        case .alert:
            EmptyView()
                .alert(shown?.title ?? "", isPresented: isPresented, presenting: shown) { alert in
                    actions(of: alert)
                } message: { alert in
                    if let message = alert.message {
                        Text(message)
                    }
                }
        case .confirmationDialog:
            EmptyView()
                .confirmationDialog(
                    shown?.title ?? "", isPresented: isPresented, titleVisibility: shown?.titleVisibility ?? .automatic,
                    presenting: shown
                ) { alert in
                    actions(of: alert)
                } message: { alert in
                    if let message = alert.message {
                        Text(message)
                    }
                }
        }
    }

    /// The text fields (from iOS 16, macOS 13, tvOS 16 and watchOS 9), then the buttons.
    @ViewBuilder
    private func actions(of alert: RenderedAlert) -> some View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            ForEach(alert.textFields) { field in
                if field.isSecure {
                    SecureField(field.placeholder, text: text(of: field, in: alert))
                } else {
                    TextField(field.placeholder, text: text(of: field, in: alert))
                }
            }
        }
        ForEach(alert.buttons) { button in
            Button(button.title, role: button.role) { [connection] in
                connection.answer(alert.presentation, buttonIndex: button.index)
            }
        }
    }

    private func text(of field: RenderedTextField, in alert: RenderedAlert) -> Binding<String> {
        Binding(
            get: { [connection] in connection.text(at: field.index, of: alert.presentation) },
            set: { [connection] text in connection.setText(text, at: field.index, of: alert.presentation) }
        )
    }
}
