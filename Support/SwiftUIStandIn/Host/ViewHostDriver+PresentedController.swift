// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

extension ViewHostDriver {
    /// What the hosting controller of presentation `level` (0 for the window's root, 1 for the
    /// content of a sheet presented from it, …) presents now, as UIKit's
    /// `presentedViewController` would say: a sheet, cover or popover presented from that level
    /// from the start of its appearance to the end of its dismissal, else an alert or dialog
    /// shown at that level until its dismissal animation ends, also when its presenter left
    /// (rule “Leaving presenter”).
    package func presentedController(fromLevel level: Int) -> HostedPresentedController {
        host.presentedController(fromLevel: level)
    }
}

extension ViewHost {
    func presentedController(fromLevel level: Int) -> HostedPresentedController {
        if sheets.contains(where: { $0.level == level && $0.sheet?.content != nil }) {
            return .presentation
        }
        if let leaving = leavingAlert(atLevel: level) {
            return .alert(title: leaving.title, instance: leaving.instance)
        }
        for node in presenters where node.level == level {
            if let presenter = node.presenter, presenter.isOnScreen, let controller = presenter.controller {
                return .alert(title: controller.title, instance: controller.instance)
            }
        }
        return .none
    }
}
