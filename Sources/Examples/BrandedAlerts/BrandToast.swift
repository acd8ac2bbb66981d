import SwiftUI
import SwiftUIAlerts

/// Every toast of the example app in its brand: its symbol, title and message in the brand's
/// fonts, its button, and a close control of at least 44×44 points.
///
/// ```swift
/// ContentView().showAlertView(toast: { toast in BrandToast(toast: toast) })
/// ```
public struct BrandToast: View {
    private let toast: PresentedToast

    /// Draws `toast`.
    public init(toast: PresentedToast) {
        self.toast = toast
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: toast.symbolName)
                .foregroundColor(Brand.accent)
            VStack(alignment: .leading, spacing: 2) {
                Text(toast.title)
                    .font(Brand.button)
                if let message = toast.message {
                    Text(message)
                        .font(Brand.body)
                }
            }
            Spacer(minLength: 0)
            if let countLabel = toast.countLabel {
                Text(countLabel)
                    .font(Brand.body)
            }
            if let buttonTitle = toast.buttonTitle {
                Button(buttonTitle, role: nil) {
                    toast.tapButton()
                }
                .font(Brand.button)
            }
            Button {
                toast.close()
            } label: {
                Image(systemName: "xmark")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel("Close")
        }
        .foregroundColor(Brand.onSurface)
        .padding(12)
        .background(Brand.surface)
        .cornerRadius(14)
    }
}
