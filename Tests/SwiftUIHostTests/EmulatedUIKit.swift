import SwiftUI
import SwiftUIAlerts

/// UIKit as the view host emulates it, seen by a `.showAlertView()` through its controller
/// probe: what the hosting controller of one presentation level presents (rule “Presenting
/// controller”), and what UIKit shows that SwiftUI does not know of (a share sheet or another
/// controller the app presented itself).
@MainActor
final class EmulatedUIKit {
    /// The host that runs the views; set once it is made.
    weak var driver: ViewHostDriver?
    /// Whether the app presented a controller through UIKit, such as a share sheet.
    var presentsControllerOfItsOwn = false
    /// Whether the probe's view is in no controller's hierarchy, so UIKit cannot be asked.
    var hasNoController = false
    /// Whether UIKit reports nothing presented even while an alert is, as if SwiftUI presented
    /// it from a controller the probe does not read.
    var missesAlerts = false
    /// How many times a host asked what is presented.
    private(set) var readings = 0
    /// The runtime warnings the hosts reading this probe reported, in order.
    private(set) var runtimeWarnings: [String] = []
    private let level: Int

    /// UIKit for the hosting controller of presentation `level` (0: the window's root).
    init(level: Int = 0) {
        self.level = level
    }

    /// The probe to put in the environment of the `.showAlertView()` at that level.
    private(set) lazy var probe = HostControllerProbe(
        presented: { [weak self] in self?.presented ?? PresentedController.none },
        warn: { [weak self] in self?.runtimeWarnings.append($0) }
    )

    private var presented: PresentedController {
        readings += 1
        if hasNoController {
            return .unknown
        }
        if presentsControllerOfItsOwn {
            return .presentation
        }
        switch driver?.presentedController(fromLevel: level) ?? HostedPresentedController.none {
        case .none: return .none
        case .alert(let title, let instance): return missesAlerts ? .none : .alert(title: title, instance: instance)
        case .presentation: return .presentation
        }
    }
}
