// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The state of one `sheet` modifier.
@MainActor
final class SheetState {
    /// The binding as last hosted.
    var isPresented: Binding<Bool>
    /// What runs once the sheet is gone.
    var onDismiss: (() -> Void)?
    /// Whether the binding asked for the sheet at the last reading.
    var isRequested = false
    /// The root of the sheet's content, one level above the view that presents it.
    var content: ViewNode?
    /// How the content covers the view that presents it.
    let style: SheetStyle

    init(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: SheetStyle) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.style = style
    }
}
