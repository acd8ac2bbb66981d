/// One design's measurements in a plot: a name for the legend, a colour, and a marker and a
/// dash that tell it apart without colour.
struct PlotSeries {
    /// The shape drawn at each point.
    enum Marker {
        case circle
        case square
        case triangle
    }

    let name: String
    /// An SVG colour, such as `#0969da`.
    let color: String
    let marker: Marker
    /// An SVG dash array, or `nil` for a solid line.
    let dash: String?
    let points: [(x: Double, y: Double)]

    /// Draws the marker centred on a point.
    func drawMarker(atX x: Double, y: Double, in document: inout SVGDocument) {
        let size = 4.5
        switch marker {
        case .circle:
            document.circle(x: x, y: y, radius: size, fill: color)
        case .square:
            document.rect(x: x - size, y: y - size, width: 2 * size, height: 2 * size, fill: color)
        case .triangle:
            let (left, right, top, bottom) = (x - size - 0.5, x + size + 0.5, y - size - 0.5, y + size)
            document.path(
                "M\(SVGDocument.number(x)) \(SVGDocument.number(top)) L\(SVGDocument.number(right)) \(SVGDocument.number(bottom))"
                    + " L\(SVGDocument.number(left)) \(SVGDocument.number(bottom)) Z",
                fill: color)
        }
    }
}
