// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

import Foundation

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationRequestModifier(request: .detents(detents, selection: nil)))
    }

    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationRequestModifier(request: .detents(detents, selection: selection)))
    }

    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationRequestModifier(request: .dragIndicator(visibility)))
    }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationRequestModifier(request: .backgroundInteraction(interaction)))
    }

    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationRequestModifier(request: .cornerRadius(cornerRadius)))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PresentationRequestModifier(request: .interactiveDismissDisabled(isDisabled)))
    }
}
