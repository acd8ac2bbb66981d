/// A line plot with logarithmic axes, on a white card: a title and a subtitle, a grid and a
/// labelled tick at every power of ten, a line and markers per series, and a legend.
struct LogLogPlot {
    let title: String
    /// What the plot was measured on, under the title.
    let subtitle: String
    let xAxisTitle: String
    let yAxisTitle: String
    let series: [PlotSeries]
    /// The label of the tick at 10 to a power, by the power.
    let xTickLabel: (Int) -> String
    let yTickLabel: (Int) -> String

    static let width = 720.0
    static let height = 430.0
    /// The area the axes frame.
    static let plotLeft = 86.0
    static let plotRight = 500.0
    static let plotTop = 70.0
    static let plotBottom = 360.0
    /// How far the first and last powers of ten lie inside the frame.
    static let inset = 14.0

    /// The horizontal axis, covering every point.
    var xScale: LogScale {
        LogScale(covering: series.flatMap { $0.points.map(\.x) }, start: Self.plotLeft + Self.inset, end: Self.plotRight - Self.inset)
    }

    /// The vertical axis, covering every point, growing upwards.
    var yScale: LogScale {
        LogScale(covering: series.flatMap { $0.points.map(\.y) }, start: Self.plotBottom - Self.inset, end: Self.plotTop + Self.inset)
    }

    var svg: String {
        var document = SVGDocument.plotCard(width: Self.width, height: Self.height, title: title, subtitle: subtitle)
        let (xScale, yScale) = (xScale, yScale)
        for exponent in xScale.tickExponents {
            let x = xScale.position(ofExponent: exponent)
            document.line(x1: x, y1: Self.plotTop, x2: x, y2: Self.plotBottom, stroke: PlotColors.grid)
            document.line(x1: x, y1: Self.plotBottom, x2: x, y2: Self.plotBottom + 5, stroke: PlotColors.axis)
            document.text(xTickLabel(exponent), x: x, y: Self.plotBottom + 19, anchor: "middle", fill: PlotColors.text)
        }
        for exponent in yScale.tickExponents {
            let y = yScale.position(ofExponent: exponent)
            document.line(x1: Self.plotLeft, y1: y, x2: Self.plotRight, y2: y, stroke: PlotColors.grid)
            document.line(x1: Self.plotLeft - 5, y1: y, x2: Self.plotLeft, y2: y, stroke: PlotColors.axis)
            document.text(yTickLabel(exponent), x: Self.plotLeft - 9, y: y + 4, anchor: "end", fill: PlotColors.text)
        }
        document.line(x1: Self.plotLeft, y1: Self.plotBottom, x2: Self.plotRight, y2: Self.plotBottom, stroke: PlotColors.axis)
        document.line(x1: Self.plotLeft, y1: Self.plotTop, x2: Self.plotLeft, y2: Self.plotBottom, stroke: PlotColors.axis)
        document.text(xAxisTitle, x: (Self.plotLeft + Self.plotRight) / 2, y: Self.plotBottom + 44, anchor: "middle", fill: PlotColors.text)
        let yTitleX = 22.0
        let yTitleY = (Self.plotTop + Self.plotBottom) / 2
        document.text(yAxisTitle, x: yTitleX, y: yTitleY, anchor: "middle", fill: PlotColors.text, rotation: -90)
        for line in series {
            let points = line.points.map { (x: xScale.position(of: $0.x), y: yScale.position(of: $0.y)) }
            document.polyline(points, stroke: line.color, dash: line.dash)
            for point in points {
                line.drawMarker(atX: point.x, y: point.y, in: &document)
            }
        }
        let legendX = Self.plotRight + 24
        for (index, line) in series.enumerated() {
            let y = Self.plotTop + 8 + Double(index) * 24
            document.line(x1: legendX, y1: y, x2: legendX + 30, y2: y, stroke: line.color, width: 2, dash: line.dash)
            line.drawMarker(atX: legendX + 15, y: y, in: &document)
            document.text(line.name, x: legendX + 40, y: y + 4, fill: PlotColors.text)
        }
        return document.text
    }
}
