// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A property the host installs into a view before it evaluates the view's body: `State`,
/// `StateObject` and `AccessibilityFocusState` (linked to the identity's slot) and
/// `Environment` (reading the identity's environment).
@MainActor
protocol HostedDynamicProperty {
    /// Installs the property; `index` is its position among the view's stored properties.
    func install(in store: ViewPropertyStore, at index: Int)
}

extension State: HostedDynamicProperty {
    func install(in store: ViewPropertyStore, at index: Int) {
        storage.link(to: store, at: index)
    }
}

extension StateObject: HostedDynamicProperty {
    func install(in store: ViewPropertyStore, at index: Int) {
        storage.link(to: store, at: index)
    }
}

extension AccessibilityFocusState: HostedDynamicProperty {
    func install(in store: ViewPropertyStore, at index: Int) {
        storage.link(to: store, at: index)
    }
}

extension Environment: HostedDynamicProperty {
    func install(in store: ViewPropertyStore, at index: Int) {
        source.store = store
    }
}
