/// Identifies one showing of an alert on a host. An alert shown again (after an interruption,
/// or moved to another host) gets a new one, so renderers present it afresh.
public struct AlertPresentationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The presentation's number, counting from 1 per center.
    public let rawValue: UInt64

    /// Creates an identifier from its number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: AlertPresentationID, rhs: AlertPresentationID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "presentation#\(rawValue)" }
}
