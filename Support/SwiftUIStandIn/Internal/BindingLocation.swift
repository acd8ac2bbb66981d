// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// What a `Binding` reads and writes.
@usableFromInline
final class BindingLocation<Value> {
    private enum Access {
        /// Read and written in place.
        case direct(read: () -> Value, write: (Value) -> Void)
        /// `Binding(get:set:)`: closures isolated as their creator was, so only awaited.
        case isolated(get: @isolated(any) @Sendable () -> Value, set: @isolated(any) @Sendable (Value) -> Void)
    }

    private let access: Access

    private init(_ access: Access) {
        self.access = access
    }

    /// The value of a `State`.
    static func stored(_ storage: StateStorage<Value>) -> BindingLocation<Value> {
        BindingLocation(.direct(read: { storage.value }, write: { storage.value = $0 }))
    }

    /// A property of another location's value.
    static func member<Root>(of root: BindingLocation<Root>, at keyPath: WritableKeyPath<Root, Value>) -> BindingLocation<Value> {
        BindingLocation(
            .direct(
                read: { root.value[keyPath: keyPath] },
                write: { newValue in
                    var value = root.value
                    value[keyPath: keyPath] = newValue
                    root.value = value
                }
            ))
    }

    /// Closures that run in their creator's isolation; the view host awaits them.
    static func closures(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) -> BindingLocation<Value>
    {
        BindingLocation(.isolated(get: get, set: set))
    }

    /// The value, read in place; a binding made of closures is read only by the host, which
    /// awaits it (`read()`).
    var value: Value {
        get {
            switch access {
            case .direct(let read, _): read()
            case .isolated: renderedBySwiftUI(Binding<Value>.self)
            }
        }
        set {
            switch access {
            case .direct(_, let write): write(newValue)
            case .isolated: renderedBySwiftUI(Binding<Value>.self)
            }
        }
    }

    /// The value read in place, or `nil` for a binding made of closures (only `read()`, which
    /// needs a `Sendable` value, reads one).
    var valueInPlace: Value? {
        if case .direct(let read, _) = access { read() } else { nil }
    }

    /// Writes the value in place; `false` for a binding made of closures.
    func writeInPlace(_ newValue: Value) -> Bool {
        guard case .direct(_, let write) = access else { return false }
        write(newValue)
        return true
    }
}

extension BindingLocation where Value: Sendable {
    /// Reads the value, awaiting a binding's `get` in its own isolation.
    func read(isolation: isolated (any Actor)? = #isolation) async -> Value {
        switch access {
        case .direct(let read, _): read()
        case .isolated(let get, _): await get()
        }
    }

    /// Writes the value, awaiting a binding's `set` in its own isolation.
    func write(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) async {
        switch access {
        case .direct(_, let write): write(newValue)
        case .isolated(_, let set): await set(newValue)
        }
    }
}
