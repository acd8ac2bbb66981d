/// Breaks text into lines that fit a number of terminal cells.
///
/// Lines break at spaces, and between wide (CJK) characters, which need no spaces; a word wider
/// than the line is cut. Line breaks in the text are kept.
enum TextWrapper {
    /// The lines of `text` wrapped to `width` cells (at least 1).
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(paragraph, width: width)
        }
    }

    /// `text` cut to `width` cells, ending in `ellipsis` when something was cut.
    static func truncate(_ text: String, width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room > 0 else { return prefix(of: text, width: width) }
        return prefix(of: text, width: room) + ellipsis
    }

    /// The longest start of `text` that fits `width` cells.
    static func prefix(of text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            guard used + cells <= width else { break }
            result.append(character)
            used += cells
        }
        return result
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0
        /// Where the line may break: what comes before stays, the rest moves down.
        var breakIndex: Int?

        func endLine() {
            lines.append(String(line).trimmingTrailingSpaces())
            line = []
            lineWidth = 0
            breakIndex = nil
        }

        for character in paragraph {
            let cells = DisplayWidth.of(character)
            if character == " " {
                if line.isEmpty && !lines.isEmpty { continue }
                if lineWidth + 1 > width {
                    endLine()
                    continue
                }
                line.append(character)
                lineWidth += 1
                breakIndex = line.count
                continue
            }
            if lineWidth + cells > width {
                if let index = breakIndex, index > 0 {
                    let moved = Array(line[index...])
                    line.removeSubrange(index...)
                    endLine()
                    line = moved
                    lineWidth = moved.reduce(0) { $0 + DisplayWidth.of($1) }
                } else if !line.isEmpty {
                    endLine()
                }
            }
            if cells == 2 && !line.isEmpty {
                breakIndex = line.count
            }
            line.append(character)
            lineWidth += cells
            if cells == 2 {
                breakIndex = line.count
            }
        }
        lines.append(String(line).trimmingTrailingSpaces())
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
