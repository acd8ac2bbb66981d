// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The content a user `ViewModifier` wraps, as its `_ViewModifier_Content` splices it in.
struct ModifierSplice {
    /// The content view, as last given to the modifier.
    let content: any View
    /// Whether the content is a new value in this update; otherwise its identity is kept as
    /// it is, and re-evaluating the modifier's body does not re-evaluate it.
    let isFresh: Bool
}
