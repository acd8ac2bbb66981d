import Alerts
import SwiftUI

extension AlertButtonType {
    /// The SwiftUI role of a button of this type: none for `.default`.
    var buttonRole: ButtonRole? {
        switch self {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
