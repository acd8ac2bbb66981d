/// What the view controller hosting a `.showAlertView()` presents now, as UIKit reports it
/// (`presentedViewController`).
package enum PresentedController: Equatable, Sendable {
    /// It presents nothing.
    case none
    /// The probe cannot tell: its view is in no view controller's hierarchy (not yet in a
    /// window, or no longer).
    case unknown
    /// It presents an alert or a confirmation dialog (a `UIAlertController`) with this title
    /// (`nil` or empty for a dialog whose title is hidden); `instance` tells one controller
    /// from another while both live.
    case alert(title: String?, instance: Int)
    /// It presents something else: a sheet, a full-screen cover, a popover, a share sheet, a
    /// controller the app presented through UIKit.
    case presentation
}
