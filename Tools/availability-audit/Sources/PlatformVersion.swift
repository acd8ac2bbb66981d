/// A dotted version number such as `16.0` or `10.15.4`.
///
/// Missing trailing components count as zero: `PlatformVersion("16") == PlatformVersion("16.0")`.
struct PlatformVersion: Comparable, CustomStringConvertible {
    /// The numeric components, most significant first.
    let components: [Int]

    /// Reads `16`, `16.4` or `10.15.4`; `nil` for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.count == parts.count else { return nil }
        components = numbers
    }

    /// `16.0` for `16`, otherwise the components as written.
    var description: String {
        let shown = components.count == 1 ? components + [0] : components
        return shown.map(String.init).joined(separator: ".")
    }

    static func == (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        lhs.padded(to: rhs) == rhs.padded(to: lhs)
    }

    static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        lhs.padded(to: rhs).lexicographicallyPrecedes(rhs.padded(to: lhs))
    }

    private func padded(to other: PlatformVersion) -> [Int] {
        components + Array(repeating: 0, count: max(0, other.components.count - components.count))
    }
}
