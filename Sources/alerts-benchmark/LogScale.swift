import Foundation

/// A logarithmic axis from one power of ten to another, each decade taking the same length
/// between two coordinates (`end` may lie before `start`, as on a vertical axis, whose
/// coordinates grow downwards).
struct LogScale: Equatable {
    /// The power of ten at `start`.
    let lowerExponent: Int
    /// The power of ten at `end`.
    let upperExponent: Int
    let start: Double
    let end: Double

    init(lowerExponent: Int, upperExponent: Int, start: Double, end: Double) {
        self.lowerExponent = lowerExponent
        self.upperExponent = max(upperExponent, lowerExponent + 1)
        self.start = start
        self.end = end
    }

    /// The smallest whole decades that hold every positive value; one decade from 1 when there
    /// is none.
    init(covering values: [Double], start: Double, end: Double) {
        let exponents = values.filter { $0 > 0 && $0.isFinite }.map(log10)
        let lower = exponents.min().map { Int($0.rounded(.down)) } ?? 0
        let upper = exponents.max().map { Int($0.rounded(.up)) } ?? 1
        self.init(lowerExponent: lower, upperExponent: upper, start: start, end: end)
    }

    /// Where a value lies; values at or below zero lie at `start`.
    func position(of value: Double) -> Double {
        guard value > 0 else { return start }
        let fraction = (log10(value) - Double(lowerExponent)) / Double(upperExponent - lowerExponent)
        return start + fraction * (end - start)
    }

    /// The powers of ten from `start` to `end`, by their exponents.
    var tickExponents: ClosedRange<Int> { lowerExponent...upperExponent }

    /// Where the tick of a power of ten lies.
    func position(ofExponent exponent: Int) -> Double {
        start + Double(exponent - lowerExponent) / Double(upperExponent - lowerExponent) * (end - start)
    }
}
