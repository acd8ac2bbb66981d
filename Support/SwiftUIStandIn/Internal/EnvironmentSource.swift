// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// Where an `Environment` reads its value: the environment the view host gives the view's
/// identity, or the default values outside a host.
@usableFromInline
final class EnvironmentSource: @unchecked Sendable {
    /// The property store of the view's identity, once the host installs the view.
    weak var store: ViewPropertyStore?

    @usableFromInline
    init() {}

    @usableFromInline
    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        guard let store else { return EnvironmentValues()[keyPath: keyPath] }
        return store.readEnvironment(keyPath)
    }
}
