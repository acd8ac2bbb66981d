// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
    /// What dismissing does: closing the sheet the view is in; nothing outside a sheet.
    private let dismissPresentation: (@MainActor () -> Void)?

    nonisolated init(_ dismissPresentation: (@MainActor () -> Void)? = nil) {
        self.dismissPresentation = dismissPresentation
    }

    @MainActor @preconcurrency public func callAsFunction() {
        dismissPresentation?()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }

    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }
}
