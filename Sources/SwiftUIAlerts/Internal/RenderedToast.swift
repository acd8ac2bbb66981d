import Alerts
import SwiftUI

/// A toast as SwiftUI draws it, decided here rather than in a view body so tests reach it.
struct RenderedToast: Identifiable, Equatable {
    let id: AlertRequestID
    let title: String
    /// The message under the title, if there is one that is not blank.
    let message: String?
    let style: ToastStyle
    /// The symbol beside the title: the toast's own, or the style's.
    let symbolName: String
    /// The title of the toast's button, if it has one.
    let buttonTitle: String?
    /// "×3" for a toast three requests updated, else `nil`.
    let countLabel: String?

    init(_ presentation: ToastPresentation) {
        let toast = presentation.toast
        id = presentation.id
        title = toast.title
        message = toast.message.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        style = toast.style
        symbolName = toast.symbolName ?? Self.symbolName(of: toast.style)
        buttonTitle = toast.button?.title
        countLabel = presentation.countLabel
    }

    /// The SF Symbol a style shows when the toast names none.
    static func symbolName(of style: ToastStyle) -> String {
        switch style {
        case .info: "info.circle.fill"
        case .success: "checkmark.circle.fill"
        case .warning: "exclamationmark.triangle.fill"
        case .error: "xmark.octagon.fill"
        }
    }

    /// The colour behind the toast: a darker shade of the style's system colour, fixed in light
    /// and dark mode, so that its text and symbols reach a contrast of at least 4.5:1 (white on
    /// the system's green reaches about 2.2:1, on its blue 4.0:1).
    var backgroundSRGB: SRGBColor {
        switch style {
        case .info: SRGBColor(hex: 0x0058CC)
        case .success: SRGBColor(hex: 0x18753A)
        case .warning: SRGBColor(hex: 0xFF9F0A)
        case .error: SRGBColor(hex: 0xC4261D)
        }
    }

    /// The colour of its text and symbols: black on the light orange of a warning, else white.
    var foregroundSRGB: SRGBColor {
        style == .warning ? .black : .white
    }

    var background: Color { backgroundSRGB.color }

    var foreground: Color { foregroundSRGB.color }
}
