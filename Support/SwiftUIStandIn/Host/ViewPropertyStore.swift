// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What the host keeps for one view identity that the view's `State` and `Environment`
/// properties read: the state slots, the environment, and which environment values were read.
final class ViewPropertyStore {
    private var slots: [Int: AnyObject] = [:]
    /// Counts the writes of changed values to any state slot of the identity.
    private(set) var stateVersion = 0
    /// The changes of the host the identity is in, told of each state write.
    var changes: ChangeCounter?
    /// The environment the identity gets from above.
    var environment = EnvironmentValues()
    /// The environment values the identity read, by key path, as last read.
    private(set) var environmentReads: [AnyKeyPath: Any] = [:]

    /// The slot at `index`, created with `initialValue` if the identity has none of this type;
    /// `initialValue` is evaluated only then.
    func stateSlot<Value>(at index: Int, initialValue: @autoclosure () -> Value) -> StateSlot<Value> {
        if let slot = slots[index] as? StateSlot<Value> {
            return slot
        }
        let slot = StateSlot(initialValue(), store: self)
        slots[index] = slot
        return slot
    }

    /// Records a write of a changed value.
    func stateDidChange() {
        stateVersion += 1
        changes?.note()
    }

    /// Reads an environment value, remembering it so that a change re-evaluates the view.
    func readEnvironment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        let value = environment[keyPath: keyPath]
        environmentReads[keyPath] = value
        return value
    }

    /// Whether an environment value the identity read differs in `newEnvironment`.
    func readsChange(in newEnvironment: EnvironmentValues) -> Bool {
        environmentReads.contains { keyPath, value in
            guard let newValue = newEnvironment[keyPath: keyPath] else { return true }
            return !HostedEquality.areEqual(value, newValue)
        }
    }
}
