/// How many terminal cells text takes: 2 for East Asian wide and fullwidth characters and for
/// emoji, 0 for combining marks, format and control characters, 1 for the rest.
///
/// Characters of ambiguous width (“quotes”, •, ✓, box drawing) count as 1, as terminals show
/// them outside East Asian locales.
enum DisplayWidth {
    /// The cells one character (grapheme cluster) takes.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if regionalIndicators.contains(first.value) {
            return scalars.count > 1 ? 2 : 1
        }
        let base = of(first)
        if base == 1, first.properties.isEmoji, scalars.contains(where: { $0.value == variationSelector16 }) {
            return 2
        }
        return base
    }

    /// The cells text takes.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The cells one scalar takes when it starts a cluster.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) {
            return 0
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return value == 0xAD ? 1 : 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) {
            return 0
        }
        if scalar.properties.isEmojiPresentation {
            return 2
        }
        return isWide(value) ? 2 : 1
    }

    private static let variationSelector16: UInt32 = 0xFE0F
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged
    /// where unassigned gaps allow; emoji are found by their presentation property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FFF, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
