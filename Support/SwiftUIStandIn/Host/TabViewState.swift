// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The selection of one `TabView`: kept in the app's binding, or by the tab view itself.
@MainActor
final class TabViewState {
    /// The tag of the selected tab as of the last reading; `nil` before the first.
    var selected: AnyHashable?
    /// The tags met in the last pass, in order: the first is selected when the tab view keeps
    /// the selection itself.
    var tags: [AnyHashable] = []
    /// Reads the app's binding, if it gave one.
    var readBinding: (() -> AnyHashable?)?
    /// Writes a tag to the app's binding; `false` when the tag is not of its type.
    var writeBinding: ((AnyHashable) -> Bool)?

    /// The selected tag: the binding's value, or the tab view's own (the first tag until a tab
    /// is chosen).
    func read() -> AnyHashable? {
        if let readBinding {
            return readBinding()
        }
        return selected ?? tags.first
    }

    /// Selects the tab tagged `tag`, as a tap on its tab item does. Returns `false` for a tag
    /// no tab has.
    func select(_ tag: AnyHashable) -> Bool {
        guard tags.contains(tag) else { return false }
        if let writeBinding {
            return writeBinding(tag)
        }
        selected = tag
        return true
    }
}
