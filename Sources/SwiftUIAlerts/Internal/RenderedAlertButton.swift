import Alerts
import SwiftUI

/// One button of a ``RenderedAlert``.
struct RenderedAlertButton: Identifiable, Equatable {
    /// The button's position in the presentation's buttons; the host is answered with it.
    let index: Int
    let title: String
    let type: AlertButtonType

    var id: Int { index }

    /// The role SwiftUI gives the button.
    var role: ButtonRole? { type.buttonRole }
}
