/// Where everything of one alert goes in its bordered box, for a terminal of a given size.
///
/// ```
/// ┌──────────────────────────────── 2 more waiting ─┐
/// │                                                 │
/// │ Delete “Budget 2024.xlsx”?                      │
/// │                                                 │
/// │ This cannot be undone.                          │
/// │                                                 │
/// │           >[ 1 Cancel ]<  [ 2 Delete ]          │
/// │                                                 │
/// │ Enter: Cancel · Esc: Cancel · Tab: next · 1-2   │
/// └─────────────────────────────────────────────────┘
/// ```
///
/// The focused control is marked `>…<` as well as reversed, so focus shows without colour.
/// The box is as wide as its content needs, within the terminal; text wraps by display width.
/// When the terminal is too short, the hint goes first, then blank lines, then message lines,
/// then title lines; the buttons stay. Text is wrapped once, and what to leave out is worked
/// out from the lines' counts, so a layout takes time linear in the alert's text however long
/// its title.
struct DialogLayout {
    struct Span: Hashable, Sendable {
        var column: Int
        var text: String
        var style: TerminalTextStyle
    }

    /// The box's width and height, borders included.
    let size: TerminalSize
    /// The rows inside the borders; spans are placed from the first content column.
    let rows: [[Span]]
    /// The cursor inside a focused text field, relative to the box's top left corner.
    let cursor: TerminalPoint?
    private let waitingLabel: String?
    private let glyphs: TerminalGlyphs

    /// The widest the text area of a box grows, for lines that stay easy to read.
    static let maximumContentWidth = 56
    /// The narrowest text area a box has when the terminal allows.
    static let minimumContentWidth = 30
    /// The text area wanted for an alert with text fields.
    static let fieldContentWidth = 40
    /// The text area of a sheet's panel, when the terminal allows: wider than an alert's.
    static let panelContentWidth = 68

    /// Lays out a dialog; `isHoldingKeys` marks one that just appeared and does not yet take
    /// keys that choose a button, with a note in the top border. `wrap` breaks text into lines
    /// of a width (a test counts what it is given).
    init(
        model: TerminalAlertModel,
        waiting: Int,
        available: TerminalSize,
        glyphs: TerminalGlyphs,
        isHoldingKeys: Bool = false,
        isPanel: Bool = false,
        wrap: (String, Int) -> [String] = TextWrapper.wrap
    ) {
        self.glyphs = glyphs
        let words = TerminalStrings.table
        let notes = [isHoldingKeys ? words["keys held"] : nil, waiting > 0 ? words.format("%ld more waiting", waiting) : nil].compactMap(\.self)
        waitingLabel = notes.isEmpty ? nil : " " + notes.joined(separator: glyphs.separator) + " "
        let content = Self.contentWidth(model: model, available: available, glyphs: glyphs, isPanel: isPanel)
        let text = Text(
            title: wrap(model.alert.title, content),
            message: model.alert.message.flatMap { $0.isEmpty ? nil : wrap($0, content) } ?? [],
            hint: Self.hintLines(model: model, glyphs: glyphs, width: content, wrap: wrap)
        )
        var plan = Plan(includesHint: true, includesBlanks: true, messageLimit: nil, titleLimit: nil)
        var built = Self.build(model: model, text: text, content: content, glyphs: glyphs, plan: plan)
        // The box stays off the last row: the terminal's bottom-right cell is never written,
        // since writing it scrolls some terminals.
        let height = max(available.rows, 4) - 3
        while built.rows.count > height, let smaller = plan.smaller(given: built, excess: built.rows.count - height) {
            plan = smaller
            built = Self.build(model: model, text: text, content: content, glyphs: glyphs, plan: plan)
        }
        rows = built.rows
        cursor = built.cursor.map { TerminalPoint(row: $0.row + 1, column: $0.column + 2) }
        size = TerminalSize(columns: content + 4, rows: rows.count + 2)
    }

    /// Draws the box centred on the canvas, or on some of its rows, and places the canvas's
    /// cursor.
    func draw(on canvas: inout TerminalCanvas, within band: Range<Int>? = nil) {
        let band = band ?? 0..<canvas.size.rows
        let left = max(0, (canvas.size.columns - size.columns) / 2)
        let top = band.lowerBound + max(0, (band.count - size.rows) / 2)
        let inner = size.columns - 2
        var topBorder = String(glyphs.topLeft) + String(repeating: glyphs.horizontal, count: max(0, inner)) + String(glyphs.topRight)
        if let waitingLabel, DisplayWidth.of(waitingLabel) + 4 <= inner {
            let labelStart = inner - DisplayWidth.of(waitingLabel) - 1
            topBorder =
                String(glyphs.topLeft) + String(repeating: glyphs.horizontal, count: labelStart)
                + waitingLabel + String(glyphs.horizontal) + String(glyphs.topRight)
        }
        canvas.write(topBorder, row: top, column: left)
        for (index, spans) in rows.enumerated() {
            let row = top + 1 + index
            canvas.fill(row: row, column: left, width: size.columns)
            canvas.write(String(glyphs.vertical), row: row, column: left)
            canvas.write(String(glyphs.vertical), row: row, column: left + size.columns - 1)
            for span in spans {
                canvas.write(span.text, row: row, column: left + 2 + span.column, style: span.style, maxWidth: size.columns - 4 - span.column)
            }
        }
        let bottom = String(glyphs.bottomLeft) + String(repeating: glyphs.horizontal, count: max(0, inner)) + String(glyphs.bottomRight)
        canvas.write(bottom, row: top + size.rows - 1, column: left)
        canvas.cursor = cursor.map { TerminalPoint(row: top + $0.row, column: left + $0.column) }
    }

    // MARK: - Width

    private static func contentWidth(model: TerminalAlertModel, available: TerminalSize, glyphs: TerminalGlyphs, isPanel: Bool) -> Int {
        let labels = model.order.indices.map { buttonLabel(model: model, position: $0) }
        let row = labels.reduce(0) { $0 + DisplayWidth.of($1) + 2 } + max(0, labels.count - 1)
        let column = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 2
        let message = (model.alert.message ?? "").split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
        // The widest hint any focus gives, so the box keeps its width as the focus moves.
        let hint =
            model.order.indices.map { position in
                DisplayWidth.of(hintParts(model: model, enterPosition: position, acceptsShortcuts: true).joined(separator: glyphs.separator))
            }.max() ?? 0
        var natural = max(DisplayWidth.of(model.alert.title), message, model.arrangement == .row ? row : column, hint, minimumContentWidth)
        if !model.fields.isEmpty { natural = max(natural, fieldContentWidth) }
        let margin = available.columns >= 48 ? 4 : 0
        let room = available.columns - 4 - margin
        // A panel takes the width it is given, up to its own, larger, maximum.
        if isPanel { return max(1, min(panelContentWidth, room)) }
        return max(1, min(natural, maximumContentWidth, room))
    }

    // MARK: - Rows

    /// What to leave out so the box fits a short terminal.
    private struct Plan {
        var includesHint: Bool
        var includesBlanks: Bool
        var messageLimit: Int?
        var titleLimit: Int?

        /// The next plan to try for a box `excess` rows too tall, or `nil` when nothing more
        /// can go. Without blank lines each message or title line left out saves one row, so
        /// those limits drop by the excess at once, message lines first.
        func smaller(given built: Built, excess: Int) -> Plan? {
            var next = self
            let messageLines = messageLimit ?? built.messageLines
            let titleLines = titleLimit ?? built.titleLines
            if includesHint {
                next.includesHint = false
            } else if includesBlanks {
                next.includesBlanks = false
            } else if messageLines > 0 {
                next.messageLimit = max(0, messageLines - excess)
            } else if titleLines > 1 {
                next.titleLimit = max(1, titleLines - excess)
            } else {
                return nil
            }
            return next
        }
    }

    /// The alert's text, wrapped to the box's width.
    private struct Text {
        var title: [String]
        var message: [String]
        var hint: [String]
    }

    private struct Built {
        var rows: [[Span]] = []
        var cursor: TerminalPoint?
        var messageLines = 0
        var titleLines = 0
    }

    private static func build(model: TerminalAlertModel, text: Text, content: Int, glyphs: TerminalGlyphs, plan: Plan) -> Built {
        var built = Built()
        func blank() { if plan.includesBlanks { built.rows.append([]) } }

        blank()
        let title = limited(text.title, to: plan.titleLimit, glyphs: glyphs, width: content)
        built.titleLines = text.title.count
        for line in title where !model.alert.title.isEmpty {
            built.rows.append([Span(column: 0, text: line, style: .bold)])
        }
        if !text.message.isEmpty {
            built.messageLines = text.message.count
            let lines = limited(text.message, to: plan.messageLimit, glyphs: glyphs, width: content)
            if !lines.isEmpty { blank() }
            for line in lines {
                built.rows.append([Span(column: 0, text: line, style: .plain)])
            }
        }
        if !model.fields.isEmpty {
            blank()
            for (index, field) in model.alert.textFields.enumerated() {
                if !field.placeholder.isEmpty {
                    let label = field.isSecure ? TerminalStrings.table.format("%@ (hidden)", field.placeholder) : field.placeholder
                    built.rows.append([Span(column: 1, text: TextWrapper.truncate(label, width: content - 1, ellipsis: glyphs.ellipsis), style: .dim)])
                }
                let focused = model.focus == .field(index)
                let inner = max(1, content - 4)
                let window = model.fields[index].window(width: inner, mask: field.isSecure ? glyphs.secureCharacter : nil)
                built.rows.append(
                    focusMarked(
                        focused: focused, width: content,
                        spans: [
                            Span(column: 1, text: "[", style: .plain),
                            Span(column: 2, text: window.text, style: focused ? TerminalTextStyle(isUnderlined: true) : .plain),
                            Span(column: 2 + inner, text: "]", style: .plain),
                        ]))
                if focused {
                    built.cursor = TerminalPoint(row: built.rows.count - 1, column: 2 + window.cursorColumn)
                }
                if model.fields[index].wasCut {
                    let notice = TerminalStrings.table.format("Text cut at %ld characters", LineEditor.maximumLength)
                    built.rows.append([Span(column: 1, text: TextWrapper.truncate(notice, width: content - 1, ellipsis: glyphs.ellipsis), style: .dim)])
                }
            }
        }
        blank()
        appendButtons(model: model, content: content, glyphs: glyphs, plan: plan, into: &built)
        if plan.includesHint {
            blank()
            for line in text.hint {
                built.rows.append([Span(column: 0, text: line, style: .dim)])
            }
        }
        return built
    }

    private static func appendButtons(model: TerminalAlertModel, content: Int, glyphs: TerminalGlyphs, plan: Plan, into built: inout Built) {
        let labels = model.order.indices.map { position in
            TextWrapper.truncate(buttonLabel(model: model, position: position), width: max(1, content - 2), ellipsis: glyphs.ellipsis)
        }
        let widths = labels.map { DisplayWidth.of($0) }
        let rowWidth = widths.reduce(0) { $0 + $1 + 2 } + max(0, labels.count - 1)
        if model.arrangement == .row, rowWidth <= content {
            var spans: [Span] = []
            var column = (content - rowWidth) / 2
            for position in labels.indices {
                spans += buttonSpans(model: model, position: position, label: labels[position], column: column)
                column += widths[position] + 3
            }
            built.rows.append(spans)
            return
        }
        let columnWidth = widths.max() ?? 0
        for position in labels.indices {
            let isLastCancel =
                model.arrangement == .column && position == labels.count - 1 && labels.count > 1
                && model.button(at: position).type == .cancel
            if isLastCancel && plan.includesBlanks { built.rows.append([]) }
            let padded = padded(labels[position], to: columnWidth)
            built.rows.append(buttonSpans(model: model, position: position, label: padded, column: 0))
        }
    }

    /// A button's label: its shortcut number when there is more than one, and its title.
    private static func buttonLabel(model: TerminalAlertModel, position: Int) -> String {
        let title = model.button(at: position).title
        if model.order.count > 1, position < 9 {
            return "[ \(position + 1) \(title) ]"
        }
        return "[ \(title) ]"
    }

    private static func buttonSpans(model: TerminalAlertModel, position: Int, label: String, column: Int) -> [Span] {
        let focused = model.focus == .button(position)
        var style = TerminalTextStyle()
        style.isBold = position == model.defaultPosition
        style.isReversed = focused
        if model.button(at: position).type == .destructive { style.foreground = .red }
        var spans = [Span(column: column + 1, text: label, style: style)]
        if focused {
            spans.insert(Span(column: column, text: ">", style: .bold), at: 0)
            spans.append(Span(column: column + 1 + DisplayWidth.of(label), text: "<", style: .bold))
        }
        return spans
    }

    private static func focusMarked(focused: Bool, width: Int, spans: [Span]) -> [Span] {
        guard focused else { return spans }
        return [Span(column: 0, text: ">", style: .bold)] + spans + [Span(column: width - 1, text: "<", style: .bold)]
    }

    /// The keys that do something now, in lines that break between one key and the next.
    private static func hintLines(model: TerminalAlertModel, glyphs: TerminalGlyphs, width: Int, wrap: (String, Int) -> [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in hintParts(model: model, enterPosition: model.enterPosition, acceptsShortcuts: model.acceptsShortcuts) {
            let joined = line.isEmpty ? part : line + glyphs.separator + part
            if DisplayWidth.of(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let wrapped = wrap(part, width)
            lines += wrapped.dropLast()
            line = wrapped.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The keys that do something when Enter takes the button at `enterPosition`: Enter, Esc,
    /// Tab, and the shortcuts when they are taken.
    private static func hintParts(model: TerminalAlertModel, enterPosition: Int, acceptsShortcuts: Bool) -> [String] {
        let words = TerminalStrings.table
        var parts = [words.format("Enter: %@", model.button(at: enterPosition).title)]
        switch model.escapeResult {
        case .choose(let index): parts.append(words.format("Esc: %@", model.buttons[index].title))
        case .dismiss: parts.append(words["Esc: close"])
        case .ignored, .changed: break
        }
        if model.order.count + model.fields.count > 1 {
            parts.append(words["Tab: next"])
        }
        if acceptsShortcuts, model.order.count > 1 {
            parts.append(model.yesNoPositions != nil ? "y/n" : "1-\(min(9, model.order.count))")
        }
        return parts
    }

    private static func limited(_ lines: [String], to limit: Int?, glyphs: TerminalGlyphs, width: Int) -> [String] {
        guard let limit, limit < lines.count else { return lines }
        guard limit > 0 else { return [] }
        var kept = Array(lines.prefix(limit))
        kept[limit - 1] = TextWrapper.truncate(kept[limit - 1] + glyphs.ellipsis, width: width, ellipsis: glyphs.ellipsis)
        return kept
    }

    private static func padded(_ label: String, to width: Int) -> String {
        let missing = width - DisplayWidth.of(label)
        guard missing > 0, label.hasSuffix(" ]") else { return label }
        return String(label.dropLast(2)) + String(repeating: " ", count: missing) + " ]"
    }
}
