// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// What a `Binding` reads and writes.
@usableFromInline
final class BindingLocation<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    private init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The value of a `State`.
    static func stored(_ storage: StateStorage<Value>) -> BindingLocation<Value> {
        BindingLocation(read: { storage.value }, write: { storage.value = $0 })
    }

    /// A property of another location's value.
    static func member<Root>(of root: BindingLocation<Root>, at keyPath: WritableKeyPath<Root, Value>) -> BindingLocation<Value> {
        BindingLocation(
            read: { root.value[keyPath: keyPath] },
            write: { newValue in
                var value = root.value
                value[keyPath: keyPath] = newValue
                root.value = value
            }
        )
    }

    /// Closures that run in the isolation SwiftUI's renderer provides; only it calls them.
    static func closures(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) -> BindingLocation<Value> {
        BindingLocation(
            read: { renderedBySwiftUI(Binding<Value>.self) },
            write: { _ in renderedBySwiftUI(Binding<Value>.self) }
        )
    }

    var value: Value {
        get { read() }
        set { write(newValue) }
    }
}
