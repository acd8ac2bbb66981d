import Alerts
import SwiftUI

/// Shows the host's alert with SwiftUI's `alert`, or its dialog with `confirmationDialog`, each
/// attached to a view of its own laid over the content: SwiftUI presents only the outermost of
/// two presentation modifiers on one view (so on iOS 13 and 14; nothing says otherwise later),
/// so neither may share a view with the other, nor with an `alert` or `sheet` the app attaches
/// to the same content.
struct SystemAlertPresenting: ViewModifier {
    private let alert: SystemAlert
    private let dialog: SystemAlert

    /// - Parameter presentation: What SwiftUI shows; `nil` for nothing, or when the app draws
    ///   alerts in its own design.
    init(presentation: AlertPresentation?, connection: AlertHostConnection) {
        alert = SystemAlert(style: .alert, presentation: presentation, connection: connection)
        dialog = SystemAlert(style: .confirmationDialog, presentation: presentation, connection: connection)
    }

    func body(content: Content) -> some View {
        content
            .overlay { alert }
            .overlay { dialog }
    }
}
