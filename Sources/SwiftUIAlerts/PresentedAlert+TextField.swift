import SwiftUI

extension PresentedAlert {
    /// One text field of a ``PresentedAlert``: bind a `TextField` or `SecureField` to
    /// ``text``, and the answer carries what the person typed.
    ///
    /// ```swift
    /// ForEach(alert.textFields) { field in
    ///     if field.isSecure {
    ///         SecureField(field.placeholder, text: field.text)
    ///     } else {
    ///         TextField(field.placeholder, text: field.text)
    ///     }
    /// }
    /// ```
    public struct TextField: Identifiable, Sendable {
        /// Its position among the alert's fields.
        public let index: Int
        /// The placeholder shown while it is empty.
        public let placeholder: String
        /// Whether it hides what is typed (a password).
        public let isSecure: Bool
        /// The text it holds now: what the person typed, or its initial text. The design is
        /// drawn again as it changes, so a button can depend on it.
        public let value: String
        /// The text, for a `TextField` or `SecureField` to edit.
        public let text: Binding<String>

        /// Its position, which identifies it within the alert.
        public var id: Int { index }
    }
}
