// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A property whose initial value can come from another value of its type: `State`.
protocol SharedInitialValue {
    /// Takes `other`'s initial value, if `other` is of this type and this property is not yet
    /// installed in a view's storage.
    func adoptInitialValue(of other: Any)
}

extension State: SharedInitialValue {
    func adoptInitialValue(of other: Any) {
        guard let other = other as? State<Value> else { return }
        storage.adoptInitialValue(of: other.storage)
    }
}
