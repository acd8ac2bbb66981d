// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType> where ObjectType: ObservableObject {
    /// Shared by the copies of this value; the view host links it to the identity's slot.
    @usableFromInline
    nonisolated internal let storage: StateObjectStorage<ObjectType>

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(thunk)
    }

    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        storage.object
    }
}
