// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What the host reads from an `alert` or `confirmationDialog` modifier, whatever its
/// content types.
protocol AlertPresenting {
    /// The binding that says whether to present.
    var isPresented: Binding<Bool> { get }
    /// Whether the `presenting:` data is not `nil`.
    var hasData: Bool { get }
    /// What the alert shows now; text fields only when `showsTextFields`.
    @MainActor func presentedAlert(showsTextFields: Bool) -> PresentedAlert
}
