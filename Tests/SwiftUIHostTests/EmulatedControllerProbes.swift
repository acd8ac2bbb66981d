import SwiftUI
import SwiftUIAlerts

/// The controller probes of one window's presentation levels, as on an iOS device: UIKit hosts
/// the window's root and each sheet, cover or popover in a hosting controller of its own, and
/// each `.showAlertView()` reads the one that hosts it. Each level's content is given the probe
/// of its own level (rule “Environment of a presentation level”), so a `.showAlertView()` in a
/// sheet reads what the sheet's controller presents, not the level the sheet is presented from.
@MainActor
final class EmulatedControllerProbes {
    /// The host that runs the views; set once it is made.
    weak var driver: ViewHostDriver? {
        didSet {
            for uiKit in levels.values {
                uiKit.driver = driver
            }
        }
    }
    private var levels: [Int: EmulatedUIKit] = [:]

    /// UIKit as the `.showAlertView()` views of presentation `level` see it.
    func uiKit(atLevel level: Int) -> EmulatedUIKit {
        if let uiKit = levels[level] {
            return uiKit
        }
        let uiKit = EmulatedUIKit(level: level)
        uiKit.driver = driver
        levels[level] = uiKit
        return uiKit
    }

    /// Gives the content of presentation `level` the probe of that level.
    func probe(level: Int, _ environment: inout EnvironmentValues) {
        environment.hostControllerProbe = uiKit(atLevel: level).probe
    }

    /// How many times the hosts of every level read their probe.
    var readings: Int {
        levels.values.reduce(0) { $0 + $1.readings }
    }

    /// The runtime warnings the hosts reading the probes reported, level by level.
    var runtimeWarnings: [String] {
        levels.keys.sorted().flatMap { levels[$0]?.runtimeWarnings ?? [] }
    }
}
