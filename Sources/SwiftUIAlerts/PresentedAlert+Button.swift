import Alerts
import SwiftUI

extension PresentedAlert {
    /// One button of a ``PresentedAlert``: answer with it through
    /// ``PresentedAlert/answer(_:textValues:fileID:line:)``.
    ///
    /// ```swift
    /// ForEach(alert.buttons) { button in
    ///     Button(button.title, role: button.role) { alert.answer(button) }
    /// }
    /// ```
    public struct Button: Identifiable, Hashable, Sendable {
        /// Its position among the alert's buttons.
        public let index: Int
        /// Its title.
        public let title: String
        /// Whether it is a default, cancel or destructive button.
        public let type: AlertButtonType

        /// Its position, which identifies it within the alert.
        public var id: Int { index }

        /// The SwiftUI role for its type: `.cancel`, `.destructive`, or `nil` for a default
        /// button.
        public var role: ButtonRole? { type.buttonRole }
    }
}
