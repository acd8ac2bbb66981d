import Foundation
import SwiftUI

/// How a sheet from ``ShowSheetAction`` or ``Alerts/AlertCenter/presentSheet(_:options:priority:coalescingKey:finishingWith:content:)``
/// is presented: SwiftUI's own sheet options, each applied where the system has it and
/// ignored below.
///
/// ```swift
/// let outcome = await showSheet("Filter", options: SheetOptions(detents: [.medium, .large], dragIndicator: .visible),
///                               finishingWith: Filter.self) { FilterForm() }
/// ```
///
/// | Option | Where it applies | Elsewhere |
/// |---|---|---|
/// | ``presentation`` `.fullScreenCover` | iOS, tvOS, watchOS, visionOS | macOS has none: a sheet |
/// | ``detents``, ``selectedDetent``, ``dragIndicator`` | iOS 16, macOS 13, tvOS 16, watchOS 9 | ignored: a full-height sheet |
/// | ``backgroundInteraction``, ``cornerRadius`` | iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4 | ignored |
/// | ``interactiveDismissDisabled`` | every version | — |
///
/// A value SwiftUI cannot draw (a fraction detent outside 0 to 1, a height detent or corner
/// radius that is negative or not finite) is left out with a runtime warning; the sheet still
/// shows.
///
/// The default options present a plain sheet, as `showSheet` did without them. Options the
/// content sets itself (`.presentationDetents` inside it) still apply when these leave the
/// option at its default.
public struct SheetOptions: Sendable {
    /// Whether the content is a sheet or covers the whole screen.
    public enum Presentation: Sendable, Hashable {
        /// SwiftUI's `sheet`: a card over the screen the person can swipe down.
        case sheet
        /// SwiftUI's `fullScreenCover`: it covers the screen and has no swipe to dismiss, so
        /// the content needs a way to finish (`\.finishSheet`). macOS has no full-screen cover
        /// and presents a sheet.
        case fullScreenCover
    }

    /// A height a sheet rests at, SwiftUI's `PresentationDetent` (iOS 16, macOS 13).
    public enum Detent: Sendable, Hashable {
        /// About half the screen.
        case medium
        /// The full height.
        case large
        /// This fraction of the full height.
        case fraction(CGFloat)
        /// This height in points.
        case height(CGFloat)
    }

    /// Whether the person can use the view behind a sheet, SwiftUI's
    /// `PresentationBackgroundInteraction` (iOS 16.4, macOS 13.3).
    public struct BackgroundInteraction: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case automatic
            case enabled
            case enabledUpThrough(Detent)
            case disabled
        }

        let kind: Kind

        /// The system's default: the view behind is disabled.
        public static var automatic: BackgroundInteraction { BackgroundInteraction(kind: .automatic) }
        /// The view behind takes input.
        public static var enabled: BackgroundInteraction { BackgroundInteraction(kind: .enabled) }
        /// The view behind takes input while the sheet rests at `detent` or below.
        public static func enabled(upThrough detent: Detent) -> BackgroundInteraction {
            BackgroundInteraction(kind: .enabledUpThrough(detent))
        }
        /// The view behind takes no input.
        public static var disabled: BackgroundInteraction { BackgroundInteraction(kind: .disabled) }
    }

    /// A sheet or a full-screen cover.
    public var presentation: Presentation
    /// The heights the sheet can rest at; empty for the system's default (the full height).
    /// Ignored before iOS 16 and macOS 13.
    public var detents: Set<Detent>
    /// The detent the sheet rests at, updated as the person drags it; one of ``detents``.
    /// Ignored without ``detents``, and before iOS 16 and macOS 13.
    public var selectedDetent: Binding<Detent>?
    /// Whether the sheet shows its drag indicator. Ignored before iOS 16 and macOS 13.
    public var dragIndicator: Visibility
    /// Whether the view behind the sheet takes input. Ignored before iOS 16.4 and macOS 13.3.
    public var backgroundInteraction: BackgroundInteraction
    /// The sheet's corner radius; `nil` for the system's. Ignored before iOS 16.4 and
    /// macOS 13.3.
    public var cornerRadius: CGFloat?
    /// Whether the person cannot swipe the sheet down (or press Escape on macOS): it then ends
    /// only when its content finishes it, or by code.
    public var interactiveDismissDisabled: Bool

    /// Creates options; each left out is SwiftUI's default.
    public init(
        presentation: Presentation = .sheet, detents: Set<Detent> = [], selectedDetent: Binding<Detent>? = nil,
        dragIndicator: Visibility = .automatic, backgroundInteraction: BackgroundInteraction = .automatic,
        cornerRadius: CGFloat? = nil, interactiveDismissDisabled: Bool = false
    ) {
        self.presentation = presentation
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.dragIndicator = dragIndicator
        self.backgroundInteraction = backgroundInteraction
        self.cornerRadius = cornerRadius
        self.interactiveDismissDisabled = interactiveDismissDisabled
    }

    /// A plain sheet: SwiftUI's defaults.
    public static var sheet: SheetOptions { SheetOptions() }

    /// A full-screen cover (a sheet on macOS).
    public static var fullScreenCover: SheetOptions { SheetOptions(presentation: .fullScreenCover) }
}
