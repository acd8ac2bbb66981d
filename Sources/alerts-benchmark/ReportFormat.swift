import Foundation

/// How the report writes numbers: durations in the unit that suits them, ratios, counts with
/// thousands separators, byte sizes.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ReportFormat {
    /// `412 ns`, `3.21 µs`, `12.4 ms`, `2.05 s`.
    static func duration(_ duration: Duration) -> String {
        let seconds = duration / .seconds(1)
        switch seconds {
        case ..<1e-6: return "\(significant(seconds * 1e9)) ns"
        case ..<1e-3: return "\(significant(seconds * 1e6)) µs"
        case ..<1: return "\(significant(seconds * 1e3)) ms"
        default: return "\(significant(seconds)) s"
        }
    }

    /// The median, then the fastest sample in parentheses: `412 ns (405 ns)`.
    static func timing(_ timing: Timing) -> String {
        "\(duration(timing.median)) (\(duration(timing.minimum)))"
    }

    /// `2.71x`, `0.012x`.
    static func ratio(_ value: Double) -> String {
        "\(significant(value))x"
    }

    /// `100,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index).isMultiple(of: 3) {
                grouped.append(",")
            }
            grouped.append(digit)
        }
        return grouped
    }

    /// `452 B`, or `n/a` when the C library keeps no count.
    static func bytes(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return "\(Int(value.rounded())) B"
    }

    /// Three significant digits, without exponent: `412`, `3.21`, `0.0123`.
    static func significant(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        let decimals = max(0, 2 - Int(log10(value).rounded(.down)))
        return String(format: "%.\(decimals)f", value)
    }
}
