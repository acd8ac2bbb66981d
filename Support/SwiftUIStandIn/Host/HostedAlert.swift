// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The alert or confirmation dialog the host shows, as a test reads it.
package struct HostedAlert: Equatable, Sendable, CustomStringConvertible {
    /// The modifier that presents it.
    package enum Style: Equatable, Sendable {
        case alert
        case confirmationDialog
    }

    package let style: Style
    package let title: String
    /// Whether the title is shown: always for an alert; for a dialog, per its `titleVisibility`.
    package let isTitleVisible: Bool
    package let message: String?
    package let buttons: [HostedAlertButton]
    package let textFields: [HostedTextField]

    package var description: String {
        "\(style == .alert ? "alert" : "dialog") “\(title)”"
    }
}
