import Alerts

/// What a `UIAlertController` is made from for one presentation: decided here, in plain Swift,
/// so that the UIKit adapter only translates it and Linux tests read it.
package struct AlertControllerRequest {
    /// One `UIAlertAction`.
    package struct Action: Equatable {
        /// The button's position in the presentation's buttons; the host is answered with it.
        package let index: Int
        package let title: String
        /// `UIAlertAction.Style`: `.default`, `.cancel` or `.destructive`.
        package let type: AlertButtonType
    }

    /// Where a dialog's popover points on iPad (`popoverPresentationController.sourceView` and
    /// `sourceRect`). UIKit raises an exception for an action sheet presented as a popover
    /// with no source, so a dialog always gets one.
    package enum Source: Equatable {
        /// An alert: UIKit centres it, no source.
        case none
        /// The view marked with `alertAnchor()` the request was made through.
        case anchor(ObjectIdentifier)
        /// The view of the `.showAlertView()` that hosts the alert.
        case hostView
    }

    /// The presentation the controller shows; each report names it.
    package let presentation: AlertPresentationID
    /// `.alert` for `UIAlertController.Style.alert`, `.confirmationDialog` for `.actionSheet`.
    package let style: AlertStyle
    /// `nil` when blank, so that UIKit leaves the title out.
    package let title: String?
    /// `nil` when blank.
    package let message: String?
    package let actions: [Action]
    /// The text fields, for the alert style only: UIKit raises an exception for a text field
    /// added to an action sheet.
    package let textFields: [AlertTextField]
    /// The index in ``actions`` of `preferredAction`: the first default-style button of an
    /// alert with text fields, so that the Return key of a keyboard submits what was typed;
    /// `nil` otherwise (UIKit then emphasises the cancel button, as SwiftUI's `alert` does).
    package let preferredAction: Int?
    package let source: Source

    /// The request for `presentation`, a dialog attached to `anchor` (a view marked with
    /// `alertAnchor()` that is on screen) or else to the host's view.
    init(_ presentation: AlertPresentation, anchor: ObjectIdentifier? = nil) {
        let alert = presentation.alert
        self.presentation = presentation.id
        style = alert.style
        title = Self.nonBlank(alert.title)
        message = alert.message.flatMap(Self.nonBlank)
        actions = presentation.buttons.enumerated().map { Action(index: $0.offset, title: $0.element.title, type: $0.element.type) }
        switch alert.style {
        case .alert:
            textFields = alert.textFields
            source = .none
        case .confirmationDialog:
            textFields = []
            source = anchor.map(Source.anchor) ?? .hostView
        }
        preferredAction = textFields.isEmpty ? nil : actions.firstIndex { $0.type == .default }
    }

    private static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
