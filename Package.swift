// swift-tools-version:6.0
import PackageDescription

// On Apple platforms SwiftUIAlerts and Examples use the real SwiftUI. Elsewhere a stand-in
// module named `SwiftUI` declares the subset of Apple's API they use, so they type-check here,
// and hosts views so that they run here.
#if canImport(Darwin)
let swiftUIDependency: [Target.Dependency] = []
let standInTargets: [Target] = []
let swiftUIProducts: [Product] = [.library(name: "SwiftUIAlerts", targets: ["SwiftUIAlerts"])]
#else
// SwiftUIAlerts is no product here: a package that depends on swift-alerts on Linux gets no
// module named `SwiftUI` from it.
let swiftUIProducts: [Product] = []
let swiftUIDependency: [Target.Dependency] = ["SwiftUI"]
let standInTargets: [Target] = [
    .target(name: "SwiftUI", path: "Support/SwiftUIStandIn"),
    // Runs SwiftUIAlerts and Examples through the stand-in's view host (Support/SwiftUIHost.md).
    .testTarget(
        name: "SwiftUIHostTests", dependencies: ["Alerts", "AlertsTesting", "SwiftUIAlerts", "Examples", "SwiftUI", "AlertsTestSupport", "UIKitEmulation"]),
]
#endif

let package = Package(
    name: "swift-alerts",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    // The benchmark is a development tool, not a product: `swift run alerts-benchmark` still
    // runs it in this package.
    products: swiftUIProducts + [
        .library(name: "Alerts", targets: ["Alerts"]),
        .library(name: "AlertsTesting", targets: ["AlertsTesting"]),
        .library(name: "TerminalAlerts", targets: ["TerminalAlerts"]),
        .executable(name: "alerts-demo", targets: ["alerts-demo"]),
    ],
    targets: standInTargets + [
        // The words the package shows itself ("OK", "Cancel", the terminal's hints), one
        // Localizable.strings per language (Sources/*/Resources/*.lproj).
        .target(name: "Alerts", resources: [.process("Resources")]),
        .target(name: "AlertsTesting", dependencies: ["Alerts"]),
        .target(name: "SwiftUIAlerts", dependencies: ["Alerts"] + swiftUIDependency),
        .target(name: "TerminalAlerts", dependencies: ["Alerts"], resources: [.process("Resources")]),
        .target(name: "Examples", dependencies: ["Alerts", "SwiftUIAlerts"] + swiftUIDependency),
        .executableTarget(name: "alerts-demo", dependencies: ["Alerts", "TerminalAlerts"], resources: [.process("Resources")]),
        .target(name: "HeapStatistics"),
        .executableTarget(name: "alerts-benchmark", dependencies: ["Alerts", "HeapStatistics"]),
        // What the test targets share: a center on a manual clock, event logs, gates, probes
        // that call back from a `deinit`, a seeded generator, the trait that runs suites with
        // the package's own words in English, tags, and how long the long tests run.
        .target(name: "AlertsTestSupport", dependencies: ["Alerts", "AlertsTesting"], path: "Tests/AlertsTestSupport"),
        .testTarget(name: "AlertsTests", dependencies: ["Alerts", "AlertsTesting", "AlertsTestSupport"]),
        .testTarget(name: "AlertsTestingTests", dependencies: ["Alerts", "AlertsTesting", "AlertsTestSupport"]),
        .testTarget(name: "AlertsModelTests", dependencies: ["Alerts", "AlertsTesting", "AlertsTestSupport"]),
        .testTarget(name: "AlertsLeakTests", dependencies: ["Alerts", "HeapStatistics", "AlertsTestSupport"]),
        // UIKit's rules for alert controllers, emulated for the UIKit path's tests
        // (Support/UIKitBehaviourNotes.md).
        .target(name: "UIKitEmulation", dependencies: ["Alerts", "AlertsTesting", "SwiftUIAlerts"], path: "Tests/UIKitEmulation"),
        .testTarget(
            name: "SwiftUIAlertsTests", dependencies: ["Alerts", "AlertsTesting", "SwiftUIAlerts", "AlertsTestSupport", "UIKitEmulation"] + swiftUIDependency),
        .testTarget(name: "ExamplesTests", dependencies: ["Alerts", "AlertsTesting", "SwiftUIAlerts", "Examples", "AlertsTestSupport"]),
        // The benchmark's plots: their axes, points and text, in the SVG they are written as.
        .testTarget(name: "AlertsBenchmarkTests", dependencies: ["alerts-benchmark"]),
        .testTarget(name: "TerminalAlertsTests", dependencies: ["Alerts", "AlertsTesting", "TerminalAlerts", "alerts-demo", "AlertsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
