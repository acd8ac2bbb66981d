/// Who presents the system's alerts and confirmation dialogs for `.showAlertView()`: those not
/// drawn in the app's own design. Set it with ``SwiftUI/View/systemAlertPresenter(_:)``.
///
/// ```swift
/// ContentView()
///     .showAlertView()
///     .systemAlertPresenter(.swiftUI)   // keeps SwiftUI's alert on iOS, tvOS and visionOS
/// ```
public enum SystemAlertPresenter: Hashable, Sendable {
    /// UIKit where it exists (iOS, iPadOS, tvOS, visionOS): each alert is a `UIAlertController`
    /// that the package presents itself and that tells when it is on screen, refused, answered
    /// and gone. SwiftUI's `alert` and `confirmationDialog` elsewhere (macOS, watchOS).
    case automatic
    /// SwiftUI's `alert` and `confirmationDialog` on every platform. SwiftUI reports neither
    /// when an alert is on screen nor when one it could not present was dropped: the package
    /// then infers both (see <doc:HowAlertsAreKeptFromBeingDropped>).
    case swiftUI
}
