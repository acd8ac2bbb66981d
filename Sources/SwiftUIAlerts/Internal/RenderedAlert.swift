import Alerts
import SwiftUI

/// An alert as SwiftUI draws it: what `alert(_:isPresented:presenting:actions:message:)` or
/// `confirmationDialog` receives, decided here rather than in a view body so tests reach it.
struct RenderedAlert: Identifiable {
    /// The showing this renders; the host is answered with its identity.
    let presentation: AlertPresentation

    init(_ presentation: AlertPresentation) {
        self.presentation = presentation
    }

    var id: AlertPresentationID { presentation.id }

    /// The title; may be empty when the alert says everything in its message.
    var title: String { presentation.alert.title }

    /// The message under the title, if there is one that is not blank.
    var message: String? {
        guard let message = presentation.alert.message, !message.allSatisfy(\.isWhitespace) else { return nil }
        return message
    }

    /// Whether SwiftUI shows it as an alert or as a confirmation dialog.
    var style: AlertStyle { presentation.alert.style }

    /// The buttons in the order the alert declares them, with a single "OK" for an alert
    /// declared without any. Their roles tell the platform where each goes: it places the
    /// cancel-role button itself (the left of two buttons and the bottom of a stack on iOS, the
    /// separate bottom row of a dialog), so the declared order is kept as it is.
    var buttons: [RenderedAlertButton] {
        presentation.buttons.enumerated().map { index, button in
            RenderedAlertButton(index: index, title: button.title, type: button.type)
        }
    }

    /// The text fields, above the buttons. SwiftUI draws them in alerts from iOS 16, macOS 13,
    /// tvOS 16 and watchOS 9 on; earlier, the alert is shown without them and the answer
    /// carries each field's initial text.
    var textFields: [RenderedTextField] {
        presentation.alert.textFields.enumerated().map { index, field in
            RenderedTextField(index: index, placeholder: field.placeholder, isSecure: field.isSecure)
        }
    }

    /// A dialog shows its title when it has one; SwiftUI would hide it by default on iOS.
    var titleVisibility: Visibility {
        title.allSatisfy(\.isWhitespace) ? .hidden : .visible
    }
}
