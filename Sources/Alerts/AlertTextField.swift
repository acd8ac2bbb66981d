/// A text field shown inside an alert (iOS 16, macOS 13 and later in SwiftUI).
///
/// The values the person typed reach the tapped button's `textAction` and the request's
/// ``AlertOutcome``, in the order the fields are declared.
///
/// ```swift
/// AlertData(title: "Rename",
///           buttons: [.cancel(), AlertButton(title: "Rename") { values in rename(values[0]) }],
///           textFields: [AlertTextField(placeholder: "Name", text: file.name)])
/// ```
public struct AlertTextField: Sendable, Hashable {
    /// Shown while the field is empty.
    public var placeholder: String
    /// The text the field starts with.
    public var text: String
    /// Whether the field hides what is typed, as for a password.
    public var isSecure: Bool

    /// Creates a text field.
    public init(placeholder: String, text: String = "", isSecure: Bool = false) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }
}
