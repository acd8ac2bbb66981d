import Alerts

extension AlertHostConnection {
    /// Records that the request behind `handle` was made through a view marked with
    /// ``SwiftUI/View/alertAnchor()``, so that its dialog is attached there.
    func anchor(_ handle: AlertHandle, to anchor: AlertAnchor) {
        alerts.anchoredRequests = alerts.anchoredRequests.filter { $0.value.handle.isPending }
        alerts.anchoredRequests[handle.id] = AnchoredRequest(anchor: anchor, handle: handle)
    }

    /// The view a presentation is attached to: the anchor it was requested through, if it is a
    /// confirmation dialog and that view is on screen; `nil` for the root of the host.
    func anchor(of presentation: AlertPresentation?) -> AlertAnchor? {
        guard let presentation, presentation.alert.style == .confirmationDialog,
            let anchor = alerts.anchoredRequests[presentation.request]?.anchor, anchor.isOnScreen
        else { return nil }
        return anchor
    }

    /// The platform's view of the anchored view a presentation was given to attach to
    /// (``anchor(of:)``), by the anchor's identity: where the UIKit path points a dialog.
    func platformView(ofAnchor anchor: ObjectIdentifier) -> AnyObject? {
        alerts.anchoredRequests.values.lazy.compactMap(\.anchor).first { ObjectIdentifier($0) == anchor }?.platformView
    }

    /// Hands each delivered presentation to the anchored view it belongs to (and `nil` to the
    /// one that showed the previous), then to `update`, which renders the root.
    func routingToAnchors(_ update: @escaping @MainActor (AlertPresentation?) -> Void) -> @MainActor (AlertPresentation?) -> Void {
        { [weak self] presentation in
            if let self {
                let anchor = anchor(of: presentation)
                if let routed = alerts.routedAnchor, routed !== anchor {
                    routed.show?(nil)
                }
                alerts.route(presentation, to: anchor)
                anchor?.show?(presentation)
            }
            update(presentation)
        }
    }

    /// Reports that an anchored view appeared or disappeared. A dialog it shows when it goes
    /// off screen (or leaves) moves to the root of the host, unless it is already leaving.
    func setAnchor(_ anchor: AlertAnchor, onScreen isOnScreen: Bool) {
        anchor.isOnScreen = isOnScreen
        guard !isOnScreen, alerts.routedAnchor === anchor, let presentation = alerts.routedPresentation,
            alerts.closing != presentation.id, alerts.answered != presentation.id
        else { return }
        guard let host else {
            alerts.deliver?(nil)
            return
        }
        // Handed over a moment later, so that SwiftUI sees the root's dialog turn on anew.
        offerAgain(presentation.id, because: .anchorGone, on: host)
    }

    /// Whether SwiftUI should show `presentation` in `style` on the view of `anchor` (`nil`:
    /// the root of the host): it is attached there, and ``isPresented(_:as:)`` holds.
    ///
    /// Where a delivered presentation is attached is fixed when it is delivered: an anchored
    /// view that comes back on screen meanwhile does not take a dialog the root shows.
    func isPresented(_ presentation: AlertPresentation?, as style: AlertStyle, at anchor: AlertAnchor?) -> Bool {
        let attached =
            presentation != nil && alerts.routedPresentation?.id == presentation?.id ? alerts.routedAnchor : self.anchor(of: presentation)
        return attached === anchor && isPresented(presentation, as: style)
    }
}

/// A request made through an anchored view, kept while it is pending.
struct AnchoredRequest {
    private(set) weak var anchor: AlertAnchor?
    let handle: AlertHandle
}
