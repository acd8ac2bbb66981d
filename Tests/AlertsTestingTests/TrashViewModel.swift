import Alerts

/// The view model of the example test in ``AlertTester``'s documentation.
@MainActor
final class TrashViewModel {
    private let alerts: AlertCenter
    private(set) var files = ["Notes.txt"]

    init(alerts: AlertCenter) { self.alerts = alerts }

    func deleteTapped(_ name: String) async {
        let confirmed = await alerts.confirm(
            AlertData(
                title: "Delete “\(name)”?",
                message: "This cannot be undone.",
                buttons: [.cancel(), .destructive("Delete")]
            ))
        if confirmed { files.removeAll { $0 == name } }
    }
}
