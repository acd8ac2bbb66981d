// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What UIKit would report as the `presentedViewController` of the hosting controller of one
/// presentation level (rule “Presenting controller” in `Support/SwiftUIHost.md`).
package enum HostedPresentedController: Equatable, Sendable {
    /// It presents nothing.
    case none
    /// It presents an alert or a confirmation dialog (a `UIAlertController`) with this title,
    /// `nil` for a dialog whose title is hidden; `instance` is different for each presented.
    case alert(title: String?, instance: Int)
    /// It presents a sheet, a full-screen cover or a popover.
    case presentation
}
