// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What a parent hands one of its children in an update.
enum ViewInput {
    /// A view value the parent has just created: compared with the last one.
    case fresh(any View)
    /// No new value: the child keeps its last one, and is re-evaluated only if its state or
    /// the environment values it read changed.
    case unchanged
}

extension ViewInput {
    /// Whether the parent handed a new value.
    var isFresh: Bool {
        if case .fresh = self { return true }
        return false
    }
}
