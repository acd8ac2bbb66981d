/// A length of time on an ``AlertClock``, in nanoseconds.
///
/// Spelled like Swift's `Duration` (`.milliseconds(350)`, `.seconds(30)`) but available on
/// every platform the package supports, including iOS 15 and macOS 12, where `Duration` is not.
///
/// ```swift
/// AlertCenterConfiguration(settleTime: .milliseconds(400), noHostTimeout: .seconds(10))
/// ```
public struct AlertDuration: Comparable, Hashable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The length in nanoseconds.
    public var nanoseconds: Int64

    /// Creates a duration from nanoseconds.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// A duration of `seconds` seconds.
    public static func seconds(_ seconds: Int) -> AlertDuration {
        AlertDuration(nanoseconds: Int64(seconds) * 1_000_000_000)
    }

    /// A duration of `seconds` seconds, rounded to the nanosecond.
    public static func seconds(_ seconds: Double) -> AlertDuration {
        AlertDuration(nanoseconds: Int64((seconds * 1_000_000_000).rounded()))
    }

    /// A duration of `milliseconds` milliseconds.
    public static func milliseconds(_ milliseconds: Int) -> AlertDuration {
        AlertDuration(nanoseconds: Int64(milliseconds) * 1_000_000)
    }

    /// No time at all.
    public static let zero = AlertDuration(nanoseconds: 0)

    /// The duration in seconds, as Foundation's `TimeInterval` counts them.
    public var timeInterval: Double { Double(nanoseconds) / 1_000_000_000 }

    public static func + (lhs: AlertDuration, rhs: AlertDuration) -> AlertDuration {
        AlertDuration(nanoseconds: lhs.nanoseconds &+ rhs.nanoseconds)
    }

    public static func - (lhs: AlertDuration, rhs: AlertDuration) -> AlertDuration {
        AlertDuration(nanoseconds: lhs.nanoseconds &- rhs.nanoseconds)
    }

    public static func < (lhs: AlertDuration, rhs: AlertDuration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public var description: String { "\(timeInterval)s" }
}
