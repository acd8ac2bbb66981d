/// One text field of a ``RenderedAlert``.
struct RenderedTextField: Identifiable, Equatable {
    /// The field's position in the alert's text fields.
    let index: Int
    let placeholder: String
    let isSecure: Bool

    var id: Int { index }
}
