// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The state of one `navigationDestination(isPresented:destination:)` modifier.
@MainActor
final class DestinationState {
    /// The binding as last hosted.
    var isPresented: Binding<Bool>
    /// Whether the binding asked for the screen at the last reading.
    var isRequested = false
    /// The stack the modifier is in; `nil` outside any stack, where it pushes nothing.
    weak var stack: NavigationStackState?
    /// How many screens are pushed below the modifier's view: its pushed screen is one deeper.
    var depth = 0
    /// The root of the pushed screen, while it is pushed.
    var content: ViewNode?

    init(isPresented: Binding<Bool>) {
        self.isPresented = isPresented
    }
}
