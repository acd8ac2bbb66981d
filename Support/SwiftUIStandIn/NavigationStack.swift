// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    /// The root view, shown while nothing is pushed.
    let root: Root

    @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    @MainActor @preconcurrency public var body: some View {
        EmptyView()
    }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}
