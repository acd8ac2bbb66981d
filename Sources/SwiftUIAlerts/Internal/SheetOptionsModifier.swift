import SwiftUI

/// Applies a sheet's ``SheetOptions`` to its content, each with SwiftUI's modifier where the
/// system has it. An option left at its default applies nothing, so the content's own
/// `presentationDetents` and the like still take effect.
struct SheetOptionsModifier: ViewModifier {
    let options: SheetOptions

    @ViewBuilder func body(content: Content) -> some View {
        let dismissal = DismissalModifier(isDisabled: options.interactiveDismissDisabled)
        if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
            content.modifier(DetentsModifier(options: options)).modifier(ShapeModifier(options: options)).modifier(dismissal)
        } else if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            content.modifier(DetentsModifier(options: options)).modifier(dismissal)
        } else {
            content.modifier(dismissal)
        }
    }
}

/// Detents, the selected detent and the drag indicator (iOS 16, macOS 13).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct DetentsModifier: ViewModifier {
    let options: SheetOptions

    func body(content: Content) -> some View {
        let dragIndicator = options.dragIndicator == .automatic ? nil : options.dragIndicator
        withDetents(content.applying(dragIndicator) { $0.presentationDragIndicator($1) })
    }

    @ViewBuilder private func withDetents(_ content: some View) -> some View {
        let detents = Set(options.detents.map(\.presentationDetent))
        if detents.isEmpty {
            content
        } else if let selection = options.selectedDetent {
            content.presentationDetents(detents, selection: Self.selection(selection, among: options.detents))
        } else {
            content.presentationDetents(detents)
        }
    }

    /// SwiftUI's selection, kept in the caller's binding: a detent SwiftUI selects that is
    /// not one of the options' is not written back.
    private static func selection(_ binding: Binding<SheetOptions.Detent>, among detents: Set<SheetOptions.Detent>) -> Binding<PresentationDetent> {
        Binding(
            get: { binding.wrappedValue.presentationDetent },
            set: { selected in
                if let detent = detents.first(where: { $0.presentationDetent == selected }) {
                    binding.wrappedValue = detent
                }
            }
        )
    }
}

/// Background interaction and corner radius (iOS 16.4, macOS 13.3).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
private struct ShapeModifier: ViewModifier {
    let options: SheetOptions

    func body(content: Content) -> some View {
        withBackgroundInteraction(content).applying(options.cornerRadius) { $0.presentationCornerRadius($1) }
    }

    @ViewBuilder private func withBackgroundInteraction(_ content: Content) -> some View {
        switch options.backgroundInteraction.kind {
        case .automatic: content
        case .enabled: content.presentationBackgroundInteraction(.enabled)
        case .enabledUpThrough(let detent): content.presentationBackgroundInteraction(.enabled(upThrough: detent.presentationDetent))
        case .disabled: content.presentationBackgroundInteraction(.disabled)
        }
    }
}

/// Interactive dismissal, refused when asked.
private struct DismissalModifier: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
        content.applying(isDisabled ? true : nil) { $0.interactiveDismissDisabled($1) }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension SheetOptions.Detent {
    /// SwiftUI's detent.
    var presentationDetent: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(fraction)
        case .height(let height): .height(height)
        }
    }
}
