// Module SwiftUIAlerts.
