import Alerts
import SwiftUI
import SwiftUIAlerts

/// Every alert of the example app in its brand: an image, the brand's fonts and colours, the
/// text fields, and the buttons side by side, or stacked at the accessibility text sizes.
///
/// ```swift
/// ContentView().showAlertView { alert in BrandAlert(alert: alert) }
/// ```
public struct BrandAlert: View {
    private let alert: PresentedAlert
    @Environment(\.dynamicTypeSize) private var typeSize

    /// Draws `alert`.
    public init(alert: PresentedAlert) {
        self.alert = alert
    }

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: symbolName)
                .font(Brand.symbol)
                .foregroundColor(Brand.accent)
                .accessibilityHidden(true)
            if !alert.title.isEmpty {
                Text(alert.title)
                    .font(Brand.title)
            }
            if let message = alert.message {
                Text(message)
                    .font(Brand.body)
            }
            ForEach(alert.textFields) { field in
                if field.isSecure {
                    SecureField(field.placeholder, text: field.text)
                } else {
                    TextField(field.placeholder, text: field.text)
                }
            }
            if typeSize.isAccessibilitySize {
                VStack(spacing: 8) { buttons }
            } else {
                HStack(spacing: 8) { buttons }
            }
        }
        .foregroundColor(Brand.onSurface)
        .padding(24)
        .frame(maxWidth: 360)
        .background(Brand.surface)
        .cornerRadius(20)
        .padding(24)
    }

    /// A warning sign for a destructive choice, the brand's sparkle otherwise.
    private var symbolName: String {
        alert.buttons.contains { $0.type == .destructive } ? "exclamationmark.triangle.fill" : "sparkles"
    }

    private var buttons: some View {
        ForEach(alert.buttons) { button in
            Button(button.title, role: button.role) {
                alert.answer(button)
            }
            .font(Brand.button)
            .foregroundColor(color(of: button))
            .frame(maxWidth: .infinity, minHeight: 44)
        }
    }

    private func color(of button: PresentedAlert.Button) -> Color {
        switch button.type {
        case .destructive: Brand.danger
        case .cancel: Brand.onSurface
        case .default: Brand.accent
        }
    }
}
