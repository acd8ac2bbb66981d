/// What a `.showAlertView()` knows of the UIKit path: where its system alerts go, and the
/// delivery that presents them as alert controllers.
struct UIKitAlertRoute {
    /// The presenter the environment injects (tests), else the platform's.
    var injected: (any AlertControllerPresenting)?
    /// The platform's presenter, once the view that makes it is in the hierarchy (iOS, tvOS,
    /// visionOS).
    var system: (any AlertControllerPresenting)?
    /// Whether the app keeps SwiftUI's `alert` (``SystemAlertPresenter/swiftUI``).
    var keepsSwiftUI = false
    /// The delivery of the host attached now, while its system alerts go through UIKit.
    var delivery: UIKitAlertDelivery?
    /// Follows what the delivery's host must show.
    var following: Task<Void, Never>?
    /// Whether SwiftUI was last handed an alert, which it must be told is gone.
    var swiftUIShowsAlert = false
}
