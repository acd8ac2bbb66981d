// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value> where Value: Hashable {
    @propertyWrapper @frozen public struct Binding {
        @usableFromInline
        internal var binding: SwiftUI.Binding<Value>
        /// What SwiftUI writes when assistive technology focus leaves the element.
        @usableFromInline
        internal var resetValue: Value

        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        public var projectedValue: AccessibilityFocusState<Value>.Binding {
            self
        }
    }

    @usableFromInline
    internal var storage: StateStorage<Value>
    @usableFromInline
    internal var resetValue: Value

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(binding: SwiftUI.Binding(location: .stored(storage)), resetValue: resetValue)
    }

    public init() where Value == Bool {
        storage = StateStorage(false)
        resetValue = false
    }

    public init<T>() where Value == T?, T: Hashable {
        storage = StateStorage(nil)
        resetValue = nil
    }
}

@available(*, unavailable)
extension AccessibilityFocusState.Binding: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityFocusState: Sendable where Value: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    nonisolated public func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable {
        modifier(AccessibilityFocusModifier(binding: binding.binding, value: value, resetValue: binding.resetValue))
    }

    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(AccessibilityFocusModifier(binding: condition.binding, value: true, resetValue: condition.resetValue))
    }
}
