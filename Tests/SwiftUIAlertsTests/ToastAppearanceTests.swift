import Alerts
import AlertsTesting
import SwiftUI
import Testing

@testable import SwiftUIAlerts

/// A toast's text and symbols are readable on its background in every style: a contrast of at
/// least 4.5:1 (WCAG 2.2, success criterion 1.4.3); at the accessibility text sizes its
/// controls move beneath its text.
@MainActor
@Suite struct ToastAppearanceTests {
    @Test func theContrastRatioIsWCAGs() {
        #expect(abs(SRGBColor.white.contrastRatio(with: .black) - 21) < 0.001)
        #expect(abs(SRGBColor.white.contrastRatio(with: .white) - 1) < 0.001)
        // The system's green, #34C759, with white: about 2.2:1.
        #expect(abs(SRGBColor(hex: 0x34C759).contrastRatio(with: .white) - 2.22) < 0.01)
    }

    @Test(arguments: [ToastStyle.info, .success, .warning, .error])
    func textAndBackgroundReachFourAndAHalfToOne(_ style: ToastStyle) throws {
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost()
        defer { host.detach() }
        _ = center.showToast(ToastData(title: "Done", style: style))
        let presentation = try #require(center.visibleToasts.first)

        let toast = RenderedToast(presentation)

        #expect(toast.foregroundSRGB.contrastRatio(with: toast.backgroundSRGB) >= 4.5)
    }

    @Test func atTheAccessibilityTextSizesTheControlsMoveBeneathTheText() {
        for size in DynamicTypeSize.allCases {
            #expect(ToastView.arrangement(at: size) == (size >= .accessibility1 ? .stacked : .row), "\(size)")
        }
    }
}
