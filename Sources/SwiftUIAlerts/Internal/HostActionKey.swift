import Alerts
import Foundation
import SwiftUI

/// An action that `.showAlertView()` puts in the environment for the views inside, whose
/// localized keys resolve in the environment's locale.
protocol LocalizedHostAction: Sendable {
    /// The value with no host, which the environment holds outside every `.showAlertView()`:
    /// calling it reports a runtime warning that names the fix.
    static var unattached: Self { get }
    /// The locale its keys resolve in; `nil` for the current one.
    var locale: Locale? { get set }
}

/// The environment key of an action of type `Action`; its default value has no host.
struct HostActionKey<Action: LocalizedHostAction>: EnvironmentKey {
    static var defaultValue: Action { Action.unattached }
}

extension EnvironmentValues {
    /// The action of type `Action` in this environment, resolving keys in its locale.
    func hostAction<Action: LocalizedHostAction>() -> Action {
        var action = self[HostActionKey<Action>.self]
        action.locale = locale
        return action
    }

    /// Puts `action` in this environment.
    mutating func setHostAction<Action: LocalizedHostAction>(_ action: Action) {
        self[HostActionKey<Action>.self] = action
    }
}

/// The connection of the actions outside every `.showAlertView()`.
private let unattachedConnection = AlertHostConnection(unattachedWarningTo: RuntimeWarning.report)

extension ShowAlertAction: LocalizedHostAction {
    static let unattached = ShowAlertAction(connection: unattachedConnection)
}

extension ShowToastAction: LocalizedHostAction {
    static let unattached = ShowToastAction(connection: unattachedConnection)
}

extension WithLoadingAction: LocalizedHostAction {
    static let unattached = WithLoadingAction(connection: unattachedConnection)
}
