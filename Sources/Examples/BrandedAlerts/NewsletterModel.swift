import Alerts
import Foundation
import SwiftUIAlerts

/// Signs the reader up for the newsletter through an alert with an email field; the
/// confirmation is a toast. The alert and the toast are drawn by the app's own design
/// (``BrandAlert``, ``BrandToast``), which the model does not know about.
@MainActor
public final class NewsletterModel {
    /// The address signed up, once the reader has subscribed.
    public private(set) var subscribedAddress: String?

    /// Creates a model for a reader who has not subscribed.
    public init() {}

    /// Asks for an address and subscribes it; an address without “@” is refused with an alert
    /// of its own.
    public func subscribe(using showAlert: ShowAlertAction, showToast: ShowToastAction) async {
        let outcome = await showAlert.present(
            AlertData(
                title: "Join the Lumen letter",
                message: "One short letter a week. Leave whenever you like.",
                buttons: [.cancel("Not now"), .ok("Subscribe")],
                textFields: [AlertTextField(placeholder: "Email", text: subscribedAddress ?? "")]
            ))
        guard outcome.isConfirmed, let typed = outcome.answer?.textValues.first else { return }
        let address = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard address.contains("@") else {
            showAlert(title: "That is not an email address", message: "Nothing was signed up.")
            return
        }
        subscribedAddress = address
        showToast("Subscribed", message: address, style: .success)
    }
}
