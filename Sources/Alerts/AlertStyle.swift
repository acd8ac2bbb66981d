/// How an alert is presented.
public enum AlertStyle: String, Sendable, Hashable, CaseIterable {
    /// A centered alert (SwiftUI's `alert`).
    case alert
    /// An action sheet of choices (SwiftUI's `confirmationDialog`). It cannot hold text fields,
    /// and the person may close it without choosing (a tap outside, Esc): that ends it
    /// ``AlertOutcome/dismissed``.
    case confirmationDialog
}
