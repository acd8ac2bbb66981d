/// The order in which waiting alerts are shown: higher first, and in arrival order within one
/// priority.
///
/// An alert of higher priority that sets ``AlertData/interruptsLowerPriority`` replaces a
/// visible alert of lower priority; the replaced one waits at the front of its priority and
/// appears again afterwards.
///
/// ```swift
/// AlertData(title: "Session expired", priority: .critical, interruptsLowerPriority: true)
/// AlertData(title: "Low", priority: AlertPriority(rawValue: 10))
/// ```
public struct AlertPriority: RawRepresentable, Comparable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The numeric priority; larger is more urgent.
    public var rawValue: Int

    /// Creates a priority from a number; larger is more urgent.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// Tips and other alerts that can wait for everything else.
    public static let low = AlertPriority(rawValue: 250)
    /// The priority of an alert that names none.
    public static let normal = AlertPriority(rawValue: 500)
    /// Failures the person should see before routine alerts.
    public static let high = AlertPriority(rawValue: 750)
    /// Alerts that must be seen first, such as a forced update or an expired session.
    public static let critical = AlertPriority(rawValue: 1000)

    public static func < (lhs: AlertPriority, rhs: AlertPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
