/// Identifies one request made to an ``AlertCenter``: one call to `show` or `present`.
///
/// Distinct from ``AlertData/id``: the same alert value may be requested twice.
public struct AlertRequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The request's number, counting from 1 per center in the order requests were made.
    public let rawValue: UInt64

    /// Creates an identifier from its number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: AlertRequestID, rhs: AlertRequestID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "request#\(rawValue)" }
}
