// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A scene that is a window: the host evaluates its root view.
protocol HostedWindow {
    @MainActor func rootView() -> any View
}

extension WindowGroup: HostedWindow {
    @MainActor func rootView() -> any View {
        content()
    }
}
