/// Splits bytes into lines at line feeds, dropping a carriage return before them. Each byte
/// is looked at once, so a long line arriving in many reads takes linear time.
///
/// A line keeps at most ``maximumLineBytes``, more than a text field holds: the rest, up to
/// its line feed, is dropped as it is read, so a line of any length, or one that never ends,
/// takes bounded memory. Answers to a text field longer than it holds are then cut, and the
/// person told, as before.
struct LineAccumulator {
    /// The most bytes of one line kept: a full text field (``LineEditor/maximumLength``
    /// characters) of up to 64 bytes each.
    static let maximumLineBytes = LineEditor.maximumLength * 64

    private var pending: [UInt8] = []
    /// How many bytes of `pending` are known to hold no line feed.
    private var searched = 0
    /// Whether the line in `pending` was cut: the bytes up to its line feed are dropped.
    private var isCut = false

    /// How many bytes wait for the end of their line.
    var heldBytes: Int { pending.count }

    /// The lines completed by these bytes.
    mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
        var incoming = Array(bytes)[...]
        var lines: [String] = []
        if isCut {
            guard let end = incoming.firstIndex(of: 0x0A) else { return [] }
            lines.append(String(decoding: pending, as: UTF8.self))
            pending = []
            searched = 0
            isCut = false
            incoming = incoming[(end + 1)...]
        }
        pending.append(contentsOf: incoming)
        var start = 0
        while let end = pending[(start + searched)...].firstIndex(of: 0x0A) {
            var line = pending[start..<end]
            if line.count > Self.maximumLineBytes {
                line = line.prefix(Self.scalarStart(in: line, atOrBefore: line.startIndex + Self.maximumLineBytes) - line.startIndex)
            } else if line.last == 0x0D {
                line = line.dropLast()
            }
            lines.append(String(decoding: line, as: UTF8.self))
            start = end + 1
            searched = 0
        }
        pending.removeSubrange(..<start)
        if pending.count > Self.maximumLineBytes {
            pending.removeSubrange(Self.scalarStart(in: pending[...], atOrBefore: Self.maximumLineBytes)...)
            isCut = true
        }
        searched = pending.count
        return lines
    }

    /// The last line when the input ended without a line feed.
    mutating func finish() -> String? {
        defer {
            pending = []
            searched = 0
            isCut = false
        }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }

    /// The index where the UTF-8 character holding the byte at `index` starts, so that a cut
    /// there leaves no character in two.
    private static func scalarStart(in bytes: ArraySlice<UInt8>, atOrBefore index: Int) -> Int {
        var start = index
        while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}
