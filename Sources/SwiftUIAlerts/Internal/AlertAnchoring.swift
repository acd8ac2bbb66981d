import Alerts
import SwiftUI

/// The modifier behind ``SwiftUI/View/alertAnchor()``: it hands the views inside a
/// ``ShowAlertAction`` that marks their requests as made here, and attaches to the view the
/// confirmation dialog of such a request while the view is on screen.
struct AlertAnchoring: ViewModifier {
    @Environment(\.showAlert) private var enclosing
    @Environment(\.alertDesigns) private var designs
    @State private var anchor = AlertAnchor()
    @State private var presentation: AlertPresentation? = nil

    func body(content: Content) -> some View {
        let connection = enclosing.connection
        let anchor = anchor
        let _ = bind(anchor)
        content
            .environment(\.showAlert, ShowAlertAction(connection: connection, anchor: anchor))
            .overlay {
                SystemAlert(
                    style: .confirmationDialog, presentation: designs.alert == nil ? presentation : nil, connection: connection,
                    anchor: anchor)
            }
            .onAppear { connection.setAnchor(anchor, onScreen: true) }
            .onDisappear { connection.setAnchor(anchor, onScreen: false) }
            #if os(iOS) || os(tvOS) || os(visionOS)
        .background(UIKitAnchorView(anchor: anchor))
            #endif
    }

    /// Lets the connection hand this view the presentations attached to it.
    private func bind(_ anchor: AlertAnchor) {
        guard anchor.show == nil else { return }
        let presentation = $presentation
        anchor.show = { presentation.wrappedValue = $0 }
    }
}
