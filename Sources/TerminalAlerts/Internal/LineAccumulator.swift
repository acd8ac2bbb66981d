/// Splits bytes into lines at line feeds, dropping a carriage return before them. Each byte
/// is looked at once, so a long line arriving in many reads takes linear time.
struct LineAccumulator {
    private var pending: [UInt8] = []
    /// How many bytes of `pending` are known to hold no line feed.
    private var searched = 0

    /// The lines completed by these bytes.
    mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
        pending.append(contentsOf: bytes)
        var lines: [String] = []
        var start = 0
        while let end = pending[(start + searched)...].firstIndex(of: 0x0A) {
            var line = pending[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            start = end + 1
            searched = 0
        }
        pending.removeSubrange(..<start)
        searched = pending.count
        return lines
    }

    /// The last line when the input ended without a line feed.
    mutating func finish() -> String? {
        defer {
            pending = []
            searched = 0
        }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
