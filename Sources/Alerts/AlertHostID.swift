/// Identifies one ``AlertHost`` of a center.
public struct AlertHostID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The host's number, counting from 1 per center in the order hosts were attached.
    public let rawValue: UInt64

    /// Creates an identifier from its number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: AlertHostID, rhs: AlertHostID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "host#\(rawValue)" }
}
