/// Splits bytes into lines at line feeds, dropping a carriage return before them.
struct LineAccumulator {
    private var pending: [UInt8] = []

    /// The lines completed by these bytes.
    mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
        pending.append(contentsOf: bytes)
        var lines: [String] = []
        while let end = pending.firstIndex(of: 0x0A) {
            var line = pending[..<end]
            if line.last == 0x0D { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            pending.removeSubrange(...end)
        }
        return lines
    }

    /// The last line when the input ended without a line feed.
    mutating func finish() -> String? {
        defer { pending = [] }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
