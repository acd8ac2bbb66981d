/// An Apple platform whose deployment floor the audit enforces.
///
/// Spellings follow `@available` and `#available`: `Platform(spelling: "OSX")` is `.macOS`.
/// Application-extension variants (`iOSApplicationExtension`) and Mac Catalyst are not
/// tracked: they follow the iOS and macOS requirements the audit already checks.
enum Platform: String, CaseIterable, Comparable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS

    /// The platform a spelling in an availability attribute or condition names, if tracked.
    init?(spelling: String) {
        switch spelling {
        case "iOS": self = .iOS
        case "macOS", "OSX": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS", "xrOS": self = .visionOS
        default: return nil
        }
    }

    /// Orders platforms as `allCases` lists them, so messages list them in a stable order.
    static func < (lhs: Platform, rhs: Platform) -> Bool {
        let order = Platform.allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
