import SwiftUI
import SwiftUIAlerts

/// A screen whose alerts and toasts are drawn in the app's brand: `.showAlertView` takes the
/// designs once, at the root, and every alert and toast under it uses them.
public struct NewsletterScreen: View {
    private let model: NewsletterModel

    /// Creates the screen.
    public init(model: NewsletterModel) {
        self.model = model
    }

    public var body: some View {
        SubscribeButton(model: model)
            .showAlertView(
                alert: { alert in BrandAlert(alert: alert) },
                toast: { toast in BrandToast(toast: toast) }
            )
    }
}
