// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// Where a `State` keeps its value: its own initial value until the view host links it to the
/// slot it keeps for the view's identity, then that slot.
@usableFromInline
final class StateStorage<Value>: @unchecked Sendable {
    private var initialValue: Value
    /// The identity's slot, once linked; weak, so that a view value that outlives its identity
    /// (kept by a parent that still holds it) does not keep the identity's state alive.
    private weak var slot: StateSlot<Value>?

    init(_ value: Value) {
        initialValue = value
    }

    var value: Value {
        get {
            if let slot { return slot.value }
            return initialValue
        }
        set {
            if let slot {
                slot.write(newValue)
            } else {
                initialValue = newValue
            }
        }
    }

    /// Takes `other`'s initial value, unless this storage is already linked to a slot.
    func adoptInitialValue(of other: StateStorage<Value>) {
        guard slot == nil else { return }
        initialValue = other.initialValue
    }

    /// Reads and writes the slot at `index` of `store` from now on, creating it with this
    /// storage's initial value if the identity has none yet.
    func link(to store: ViewPropertyStore, at index: Int) {
        slot = store.stateSlot(at: index, initialValue: initialValue)
    }
}
