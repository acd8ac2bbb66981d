import Alerts
import SwiftUI

/// A toast as the app's own design draws it: `.showAlertView(toast:)` calls its view builder
/// with one for each visible toast, in place of the package's toast view.
///
/// ```swift
/// ContentView().showAlertView(toast: { toast in
///     HStack {
///         Image(systemName: toast.symbolName)
///         Text(toast.title).font(.custom("Brand-Regular", size: 15, relativeTo: .subheadline))
///         if let buttonTitle = toast.buttonTitle {
///             Button(buttonTitle) { toast.tapButton() }
///         }
///         Button { toast.close() } label: { Image(systemName: "xmark") }
///             .accessibilityLabel("Close")
///     }
///     .padding(12)
///     .background(Color.brandSurface)
/// })
/// ```
///
/// The package still stacks the toasts at their edge, moves them in and out (a fade alone under
/// Reduce Motion), stops a toast's time while the pointer or a finger is on it, and announces it
/// to VoiceOver; the design draws one toast.
public struct PresentedToast: Identifiable, Sendable {
    /// The toast's identity, kept while later requests with its key update it.
    public let id: AlertRequestID
    /// Its title.
    public let title: String
    /// The message under the title, or `nil` when it has none that is not blank.
    public let message: String?
    /// Its style: info, success, warning or error.
    public let style: ToastStyle
    /// The SF Symbol the toast names, or its style's.
    public let symbolName: String
    /// The title of its button, if it has one.
    public let buttonTitle: String?
    /// “×3” for a toast three requests updated, else `nil`.
    public let countLabel: String?
    /// Where taps go; it does not keep the host alive.
    private let connection: WeakConnection

    @MainActor
    init(_ rendered: RenderedToast, connection: AlertHostConnection) {
        id = rendered.id
        title = rendered.title
        message = rendered.message
        style = rendered.style
        symbolName = rendered.symbolName
        buttonTitle = rendered.buttonTitle
        countLabel = rendered.countLabel
        self.connection = WeakConnection(connection)
    }

    /// The person tapped the toast's button: its action runs and the toast ends
    /// ``/Alerts/ToastOutcome/actionTapped``. Ignored once the toast has gone.
    @MainActor
    public func tapButton() {
        connection.value?.tapToastButton(id)
    }

    /// The person closed the toast: it ends ``/Alerts/ToastOutcome/dismissed``. Ignored once
    /// the toast has gone.
    @MainActor
    public func close() {
        connection.value?.dismissToast(id)
    }
}
