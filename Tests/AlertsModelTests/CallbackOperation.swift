import Alerts

/// What a callback installed by a step does when it fires: one call back into the center,
/// made from an event observer, a button action, or the `deinit` of an object an action
/// captured. Targets are named by role, so an operation stays meaningful in a shrunk sequence;
/// one whose target does not exist does nothing.
///
/// Its description is Swift source, so a shrunk sequence pastes into a regression test.
indirect enum CallbackOperation: Hashable, Sendable, CustomStringConvertible {
    /// Which request an operation acts on, an alert's or a sheet's. Only requests made with a
    /// handle (`show`, `showSheet`) count.
    enum RequestTarget: Hashable, Sendable {
        /// The event's request for an observer; the request holding the action or the object.
        case subject
        /// The most recent pending request.
        case newest
        /// The earliest pending request.
        case oldest
    }

    /// Which observation `stopObserving` cancels, among those still active.
    enum ObserverTarget: Hashable, Sendable {
        /// The observer's own (nothing, from an action or a `deinit`).
        case own
        case newest
        case oldest
    }

    /// Requests an alert on the center with `show`.
    case request(RequestSpec)
    /// Withdraws a request through its handle.
    case cancel(RequestTarget)
    /// Answers the visible alert on its host with a button (index modulo the button count).
    case answer(button: Int)
    /// The visible alert's host reports its dismissal beginning.
    case dismissalBegan
    /// The visible alert's host reports it fully off the screen.
    case dismissalFinished
    /// The visible alert's host reports it closed without a button.
    case dismiss
    /// A host attaches on top.
    case attach(AlertHost.Settling)
    /// The topmost attached host, or the bottom one, detaches.
    case detach(topmost: Bool)
    /// The center closes.
    case close
    /// Installs another observer.
    case observe(ObserverSpec)
    /// Cancels an observation.
    case stopObserving(ObserverTarget)
    /// Requests a sheet on the center with `showSheet`.
    case requestSheet(SheetSpec)
    /// The topmost sheet on screen finishes, with a value of the type it waits for or not.
    case finishSheet(rightType: Bool)
    /// The person dismisses the topmost sheet on screen.
    case dismissSheet
    /// The app dismisses every sheet on screen.
    case dismissAllSheets

    var description: String {
        switch self {
        case .request(let spec): ".request(\(spec))"
        case .cancel(let target): ".cancel(.\(target))"
        case .answer(let button): ".answer(button: \(button))"
        case .dismissalBegan: ".dismissalBegan"
        case .dismissalFinished: ".dismissalFinished"
        case .dismiss: ".dismiss"
        case .attach(let settling): ".attach(.\(settling))"
        case .detach(let topmost): ".detach(topmost: \(topmost))"
        case .close: ".close"
        case .observe(let spec): ".observe(\(spec))"
        case .stopObserving(let target): ".stopObserving(.\(target))"
        case .requestSheet(let spec): ".requestSheet(\(spec))"
        case .finishSheet(let rightType): ".finishSheet(rightType: \(rightType))"
        case .dismissSheet: ".dismissSheet"
        case .dismissAllSheets: ".dismissAllSheets"
        }
    }
}
