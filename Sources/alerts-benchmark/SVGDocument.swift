/// An SVG picture built element by element: text escaped, numbers written the same way on
/// every machine, whatever its locale.
struct SVGDocument {
    let width: Double
    let height: Double
    /// The elements, in drawing order.
    private(set) var elements: [String] = []

    /// Creates a picture whose first element is its title, which screen readers announce.
    init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        elements.append("<title>\(Self.escaped(title))</title>")
    }

    /// A plot's picture so far: a white card with a border and rounded corners, its title and,
    /// under it, a subtitle.
    static func plotCard(width: Double, height: Double, title: String, subtitle: String) -> SVGDocument {
        var document = SVGDocument(width: width, height: height, title: title)
        document.rect(x: 0.5, y: 0.5, width: width - 1, height: height - 1, fill: PlotColors.card, stroke: PlotColors.cardBorder, cornerRadius: 8)
        document.text(title, x: 20, y: 30, size: 16, isBold: true, fill: PlotColors.text)
        document.text(subtitle, x: 20, y: 50, size: 12, fill: PlotColors.secondaryText)
        return document
    }

    /// A rectangle.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil, cornerRadius: Double = 0) {
        var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if cornerRadius > 0 { attributes += " rx=\"\(Self.number(cornerRadius))\"" }
        attributes += " fill=\"\(fill)\""
        if let stroke { attributes += " stroke=\"\(stroke)\"" }
        elements.append("<rect \(attributes)/>")
    }

    /// A straight line, dashed when `dash` is an SVG dash array such as `"6 4"`.
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: String? = nil) {
        elements.append(
            "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
                + " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"\(Self.dashAttribute(dash))/>")
    }

    /// A line through points.
    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double = 2, dash: String? = nil) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        elements.append(
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"\(Self.dashAttribute(dash))/>")
    }

    /// A shape given as SVG path data.
    mutating func path(_ data: String, fill: String, stroke: String? = nil) {
        elements.append("<path d=\"\(data)\" fill=\"\(fill)\"\(stroke.map { " stroke=\"\($0)\"" } ?? "")/>")
    }

    /// A circle.
    mutating func circle(x: Double, y: Double, radius: Double, fill: String) {
        elements.append("<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" fill=\"\(fill)\"/>")
    }

    /// Text whose `anchor` (`start`, `middle`, `end`) is at the point, turned by `rotation`
    /// degrees about it.
    mutating func text(
        _ text: String, x: Double, y: Double, anchor: String = "start", size: Double = 12, isBold: Bool = false, fill: String, rotation: Double = 0
    ) {
        var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" fill=\"\(fill)\""
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        if isBold { attributes += " font-weight=\"bold\"" }
        if rotation != 0 { attributes += " transform=\"rotate(\(Self.number(rotation)) \(Self.number(x)) \(Self.number(y)))\"" }
        elements.append("<text \(attributes)>\(Self.escaped(text))</text>")
    }

    /// The whole document.
    var text: String {
        let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) role=\"img\""
            + " font-family=\"-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif\">"
        return ([header] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Text with the characters XML reserves written as entities.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A coordinate rounded to hundredths, without trailing zeros: `12`, `12.5`, `-0.25`.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        guard fraction != 0 else { return "\(sign)\(whole)" }
        let digits = fraction.isMultiple(of: 10) ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    private static func dashAttribute(_ dash: String?) -> String {
        dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
    }
}
