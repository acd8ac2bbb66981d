// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// Where a `StateObject` keeps its object: the view host's slot for the view's identity, once
/// linked. The object is made by the `StateObject`'s closure when the identity has none yet,
/// as the host installs the property, never when the view value is created.
@usableFromInline
final class StateObjectStorage<ObjectType: AnyObject>: @unchecked Sendable {
    private let makeObject: () -> ObjectType
    /// The identity's slot, once linked; weak, so that a view value that outlives its identity
    /// does not keep the identity's object alive.
    private weak var slot: StateSlot<ObjectType>?

    init(_ makeObject: @escaping () -> ObjectType) {
        self.makeObject = makeObject
    }

    /// The identity's object; read before the host installed the property (or after its
    /// identity ended), a new object each time (rule “StateObject per identity”).
    var object: ObjectType {
        slot?.value ?? makeObject()
    }

    /// Reads the slot at `index` of `store` from now on, making the object with the closure
    /// if the identity has none yet.
    func link(to store: ViewPropertyStore, at index: Int) {
        slot = store.stateSlot(at: index, initialValue: makeObject())
    }
}
