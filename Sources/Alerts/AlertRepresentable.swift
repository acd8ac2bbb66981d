/// A type of the app's own that describes an alert, such as an enum of the alerts a screen
/// can show or an error type.
///
/// Conform once, then pass values straight to `showAlert(_:)` or ``AlertCenter/show(_:)``.
/// An `Error` that conforms is shown this way by ``AlertData/init(error:title:buttons:)`` too.
///
/// ```swift
/// enum CheckoutAlert: AlertRepresentable {
///     case paymentFailed(retry: @MainActor () -> Void)
///     case forceUpdate
///
///     var alertData: AlertData {
///         switch self {
///         case .paymentFailed(let retry):
///             AlertData(title: "Payment failed", buttons: [.cancel(), AlertButton(title: "Retry", action: retry)])
///         case .forceUpdate:
///             AlertData(title: "Update required", priority: .critical, interruptsLowerPriority: true)
///         }
///     }
/// }
/// center.show(CheckoutAlert.forceUpdate)
/// ```
public protocol AlertRepresentable {
    /// The alert that describes this value.
    var alertData: AlertData { get }
}

extension AlertData: AlertRepresentable {
    /// The alert itself.
    public var alertData: AlertData { self }
}
