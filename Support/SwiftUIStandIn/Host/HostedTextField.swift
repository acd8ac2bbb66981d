// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A text field of a ``HostedAlert``, with the text its binding holds.
package struct HostedTextField: Equatable, Sendable {
    package let title: String
    package let isSecure: Bool
    package let text: String

    package init(title: String, isSecure: Bool, text: String) {
        self.title = title
        self.isSecure = isSecure
        self.text = text
    }
}
