import Alerts
import SwiftUI

/// An alert as the app's own design draws it: `.showAlertView(alert:)` calls its view builder
/// with one for each alert it shows, in place of SwiftUI's `alert` and `confirmationDialog`.
///
/// Draw its title, message, text fields and buttons in the app's look, and send the person's
/// choice with ``answer(_:textValues:fileID:line:)``: the request then ends as it would with the system's
/// alert, with the same outcome, and the next alert waits until this one has left.
///
/// ```swift
/// ContentView().showAlertView { alert in
///     VStack(spacing: 12) {
///         Text(alert.title).font(.custom("Brand-Bold", size: 20, relativeTo: .title3))
///         if let message = alert.message {
///             Text(message)
///         }
///         ForEach(alert.textFields) { field in
///             TextField(field.placeholder, text: field.text)
///         }
///         ForEach(alert.buttons) { button in
///             Button(button.title, role: button.role) { alert.answer(button) }
///         }
///     }
/// }
/// ```
///
/// The package draws the design centred over a dimmed screen, makes the content beneath it
/// take no input, marks it modal for VoiceOver, and answers the cancel button when the person
/// presses Escape (see <doc:CustomDesigns>).
public struct PresentedAlert: Identifiable, Sendable {
    /// This showing's identity: a new one each time an alert is shown.
    public let id: AlertPresentationID
    /// Whether it was requested as an alert or as a confirmation dialog.
    public let style: AlertStyle
    /// The title; may be empty when the alert says everything in its message.
    public let title: String
    /// The message under the title, or `nil` when it has none that is not blank.
    public let message: String?
    /// The buttons in the order the alert declares them, with a single “OK” for an alert
    /// declared without any. Place the cancel button (``Button/role`` `.cancel`) where the
    /// platform would.
    public let buttons: [Button]
    /// The text fields, in order, each with the text it holds now.
    public let textFields: [TextField]
    /// Where answers go.
    let responder: AlertResponder

    @MainActor
    init(_ presentation: AlertPresentation, responder: AlertResponder) {
        let rendered = RenderedAlert(presentation)
        id = presentation.id
        style = rendered.style
        title = rendered.title
        message = rendered.message
        buttons = rendered.buttons.map { Button(index: $0.index, title: $0.title, type: $0.type) }
        textFields = rendered.textFields.map { field in
            TextField(
                index: field.index, placeholder: field.placeholder, isSecure: field.isSecure,
                value: responder.text(at: field.index), text: responder.binding(at: field.index)
            )
        }
        self.responder = responder
    }

    /// The button Escape answers: the one with the cancel role, if the alert has one.
    public var cancelButton: Button? {
        buttons.first { $0.type == .cancel }
    }

    /// Sends the person's choice: the request ends ``/Alerts/AlertOutcome/answered(_:)`` with
    /// `button` and the fields' values, the button's action runs, and the alert leaves.
    ///
    /// ```swift
    /// Button(button.title, role: button.role) { alert.answer(button) }
    /// ```
    ///
    /// Call it from a button's action or a gesture. Only the first answer counts: one sent
    /// again, after the alert has gone, or after its `.showAlertView` has gone, is ignored and
    /// returns `false`. One sent while the view builder runs is refused with a runtime warning,
    /// as SwiftUI refuses a state change made during a view update.
    ///
    /// - Parameters:
    ///   - button: One of ``buttons``.
    ///   - textValues: The fields' values in order; `nil` sends what was typed through each
    ///     ``TextField/text`` binding (or a field's initial text).
    ///   - fileID: The caller's file, named in the warning.
    ///   - line: The caller's line, named in the warning.
    /// - Returns: Whether the answer was taken.
    @MainActor
    @discardableResult
    public func answer(_ button: Button, textValues: [String]? = nil, fileID: StaticString = #fileID, line: UInt = #line) -> Bool {
        responder.answer(buttonIndex: button.index, textValues: textValues, from: AlertCallSite(fileID: fileID, line: line))
    }
}
