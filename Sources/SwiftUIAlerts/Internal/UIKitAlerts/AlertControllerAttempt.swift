/// What UIKit made of a request to present an alert controller.
package enum AlertControllerAttempt: Equatable {
    /// The alert has a `presentingViewController`: its completion reports it on screen.
    case accepted
    /// The topmost controller is in a transition (`transitionCoordinator` set, being presented
    /// or dismissed), or UIKit refused while one ran: try again when it ends.
    case busy
    /// UIKit refused with no transition to wait for (“whose view is not in the window
    /// hierarchy”): try again after a back-off.
    case refused
    /// The host's view is in no window: nothing can be presented until it is in one again.
    case noWindow
}

extension AlertControllerAttempt {
    /// What a call to `present(_:animated:completion:)` came to: UIKit gives no error, so the
    /// alert's `presentingViewController` after the call says whether it took it, and the
    /// presenter's transition whether to wait for its end.
    package static func after(isPresented: Bool, isPresenterInTransition: Bool) -> AlertControllerAttempt {
        if isPresented { return .accepted }
        return isPresenterInTransition ? .busy : .refused
    }
}
