// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The value of one `State` of one view identity; it outlives the view values the identity's
/// parent creates on each evaluation.
final class StateSlot<Value> {
    private(set) var value: Value
    private weak var store: ViewPropertyStore?

    init(_ value: Value, store: ViewPropertyStore) {
        self.value = value
        self.store = store
    }

    /// Stores `newValue`; writing a value equal to the current one changes nothing.
    func write(_ newValue: Value) {
        guard !HostedEquality.areEqual(value, newValue) else { return }
        value = newValue
        store?.stateDidChange()
    }
}
