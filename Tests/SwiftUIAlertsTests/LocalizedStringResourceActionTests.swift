// `LocalizedStringResource` is Foundation's on Apple platforms only, so these run there.
#if canImport(Darwin)
import Alerts
import AlertsTesting
import Foundation
import SwiftUI
import SwiftUIAlerts
import Testing

/// `showAlert` and `showToast` take `LocalizedStringResource`s from iOS 16 and macOS 13, looked
/// up when called.
@MainActor
@Suite struct LocalizedStringResourceActionTests {
    private let center = AlertCenter(clock: ManualAlertClock())

    @Test func aResourcesTitleAndMessageAreLookedUp() throws {
        guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return }
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let title = LocalizedStringResource("resource.test.title", defaultValue: "Delete draft?")
        let message = LocalizedStringResource("resource.test.message", defaultValue: "It cannot be restored.")

        showAlert(title: title, message: message)

        let shown = try #require(center.visiblePresentation?.alert)
        #expect(shown.title == "Delete draft?")
        #expect(shown.message == "It cannot be restored.")
    }

    @Test func aResourcesToastIsLookedUp() throws {
        guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return }
        let showToast = ShowToastAction(host: center.attachHost(settling: .immediate))

        showToast(LocalizedStringResource("resource.test.toast", defaultValue: "Saved"), style: .success)

        let toast = try #require(center.visibleToasts.first)
        #expect(toast.toast.title == "Saved")
        #expect(toast.toast.style == .success)
    }
}
#endif
