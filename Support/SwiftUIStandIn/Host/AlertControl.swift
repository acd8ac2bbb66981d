// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// One element of an alert's or dialog's actions or message, as the host reads it.
enum AlertControl {
    case button(title: String, role: ButtonRole?, action: @MainActor () -> Void)
    case textField(title: String, isSecure: Bool, text: Binding<String>)
    case text(String)
}
