// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A button of a ``HostedAlert``.
package struct HostedAlertButton: Equatable, Sendable {
    package let title: String
    package let role: ButtonRole?

    package init(title: String, role: ButtonRole? = nil) {
        self.title = title
        self.role = role
    }
}
