/// A length of time on an ``AlertClock``, in nanoseconds.
///
/// Spelled like Swift's `Duration` (`.milliseconds(350)`, `.seconds(30)`) but available on
/// every platform the package supports, including iOS 15 and macOS 12, where `Duration` is not.
///
/// ```swift
/// AlertCenterConfiguration(settleTime: .milliseconds(400), noHostTimeout: .seconds(10))
/// ```
///
/// Arithmetic saturates instead of trapping: a duration too long for 64-bit nanoseconds (about
/// 292 years) is ``max``, one too far below zero is ``min``, and a `Double` that is not a number
/// is ``zero``. So `.seconds(Int.max)` or `.seconds(.infinity)` means "never" in practice.
public struct AlertDuration: Comparable, Hashable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The length in nanoseconds.
    public var nanoseconds: Int64

    /// Creates a duration from nanoseconds.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// A duration of `seconds` seconds.
    public static func seconds(_ seconds: Int) -> AlertDuration {
        AlertDuration(nanoseconds: saturating(Int64(seconds), times: 1_000_000_000))
    }

    /// A duration of `seconds` seconds, rounded to the nanosecond.
    public static func seconds(_ seconds: Double) -> AlertDuration {
        AlertDuration(nanoseconds: saturating(seconds * 1_000_000_000))
    }

    /// A duration of `milliseconds` milliseconds.
    public static func milliseconds(_ milliseconds: Int) -> AlertDuration {
        AlertDuration(nanoseconds: saturating(Int64(milliseconds), times: 1_000_000))
    }

    /// No time at all.
    public static let zero = AlertDuration(nanoseconds: 0)
    /// The longest duration, about 292 years: where longer ones saturate.
    public static let max = AlertDuration(nanoseconds: .max)
    /// The most negative duration: where shorter ones saturate.
    public static let min = AlertDuration(nanoseconds: .min)

    /// The duration in seconds, as Foundation's `TimeInterval` counts them.
    public var timeInterval: Double { Double(nanoseconds) / 1_000_000_000 }

    /// The sum, saturated at ``max`` and ``min``.
    public static func + (lhs: AlertDuration, rhs: AlertDuration) -> AlertDuration {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return AlertDuration(nanoseconds: sum) }
        return rhs.nanoseconds > 0 ? .max : .min
    }

    /// The difference, saturated at ``max`` and ``min``.
    public static func - (lhs: AlertDuration, rhs: AlertDuration) -> AlertDuration {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return AlertDuration(nanoseconds: difference) }
        return rhs.nanoseconds < 0 ? .max : .min
    }

    public static func < (lhs: AlertDuration, rhs: AlertDuration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public var description: String { "\(timeInterval)s" }

    /// `value × factor` in nanoseconds, saturated.
    static func saturating(_ value: Int64, times factor: Int64) -> Int64 {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (value < 0) == (factor < 0) ? .max : .min
    }

    /// `nanoseconds` rounded, saturated, and zero when it is not a number.
    static func saturating(_ nanoseconds: Double) -> Int64 {
        guard !nanoseconds.isNaN else { return 0 }
        let rounded = nanoseconds.rounded()
        // Int64.max is not representable as a Double; 2^63 is the first value past it.
        if rounded >= 9_223_372_036_854_775_808.0 { return .max }
        if rounded < -9_223_372_036_854_775_808.0 { return .min }
        return Int64(rounded)
    }
}
