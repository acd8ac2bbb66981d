/// Horizontal bars on a logarithmic axis, on a white card, in groups: a group per workload, a
/// bar per design, each bar named and labelled with its value so that nothing is told by colour
/// alone.
struct LogBarPlot {
    /// One design's measurement.
    struct Bar {
        let name: String
        /// An SVG colour.
        let color: String
        let value: Double
        /// The value as the report writes it, at the bar's end.
        let valueLabel: String
    }

    /// One workload's bars, under its title.
    struct Group {
        let title: String
        let bars: [Bar]
    }

    let title: String
    /// What the plot was measured on, under the title.
    let subtitle: String
    let axisTitle: String
    let groups: [Group]
    /// The label of the tick at 10 to a power, by the power.
    let tickLabel: (Int) -> String

    static let width = 720.0
    static let barsLeft = 210.0
    static let barsRight = 610.0
    static let top = 70.0
    static let groupTitleHeight = 22.0
    static let barHeight = 14.0
    static let barSpacing = 20.0
    static let groupSpacing = 12.0

    /// The value axis, covering every bar.
    var scale: LogScale {
        LogScale(covering: groups.flatMap { $0.bars.map(\.value) }, start: Self.barsLeft, end: Self.barsRight)
    }

    /// Where the bars end and the axis begins.
    var barsBottom: Double {
        Self.top + groups.reduce(0) { $0 + Self.groupTitleHeight + Double($1.bars.count) * Self.barSpacing + Self.groupSpacing }
    }

    var height: Double { barsBottom + 56 }

    var svg: String {
        var document = SVGDocument.plotCard(width: Self.width, height: height, title: title, subtitle: subtitle)
        let scale = scale
        let bottom = barsBottom
        for exponent in scale.tickExponents {
            let x = scale.position(ofExponent: exponent)
            document.line(x1: x, y1: Self.top, x2: x, y2: bottom, stroke: PlotColors.grid)
            document.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, stroke: PlotColors.axis)
            document.text(tickLabel(exponent), x: x, y: bottom + 19, anchor: "middle", fill: PlotColors.text)
        }
        document.line(x1: Self.barsLeft, y1: bottom, x2: Self.barsRight, y2: bottom, stroke: PlotColors.axis)
        document.line(x1: Self.barsLeft, y1: Self.top, x2: Self.barsLeft, y2: bottom, stroke: PlotColors.axis)
        document.text(axisTitle, x: (Self.barsLeft + Self.barsRight) / 2, y: bottom + 42, anchor: "middle", fill: PlotColors.text)
        var y = Self.top
        for group in groups {
            // The title's row is clear of grid lines.
            document.rect(x: 1, y: y, width: Self.width - 2, height: Self.groupTitleHeight, fill: PlotColors.card)
            document.text(group.title, x: 20, y: y + 15, isBold: true, fill: PlotColors.text)
            y += Self.groupTitleHeight
            for bar in group.bars {
                let end = scale.position(of: bar.value)
                document.text(bar.name, x: Self.barsLeft - 10, y: y + Self.barHeight - 3, anchor: "end", fill: PlotColors.text)
                document.rect(x: Self.barsLeft, y: y, width: max(1, end - Self.barsLeft), height: Self.barHeight, fill: bar.color)
                document.text(bar.valueLabel, x: end + 6, y: y + Self.barHeight - 3, fill: PlotColors.text)
                y += Self.barSpacing
            }
            y += Self.groupSpacing
        }
        return document.text
    }
}
