import SwiftUI
import SwiftUIAlerts

/// The button of ``NewsletterScreen`` that opens the sign-up alert.
struct SubscribeButton: View {
    @Environment(\.showAlert) private var showAlert
    @Environment(\.showToast) private var showToast
    let model: NewsletterModel

    var body: some View {
        Button("Subscribe…") {
            Task { await model.subscribe(using: showAlert, showToast: showToast) }
        }
    }
}
