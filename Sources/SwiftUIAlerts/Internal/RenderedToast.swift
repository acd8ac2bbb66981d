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

    /// The colour behind the toast.
    var background: Color {
        switch style {
        case .info: .blue
        case .success: .green
        case .warning: .orange
        case .error: .red
        }
    }

    /// The colour of its text and symbols: black on the light orange of a warning, else white.
    var foreground: Color {
        style == .warning ? .black : .white
    }
}
