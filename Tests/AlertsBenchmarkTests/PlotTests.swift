import Foundation
import Testing

@testable import alerts_benchmark

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG the benchmark's plots are written as: well-formed, with every text escaped, the
/// ticks at the powers of ten and each point where its values put it.
@Suite struct PlotTests {
    static let lines = [
        PlotSeries(name: "swift-alerts", color: "#0969da", marker: .circle, dash: nil, points: [(1_000, 0.001), (10_000, 0.01), (100_000, 0.1)]),
        PlotSeries(name: "A < B & \"C\" 'D'", color: "#bc4c00", marker: .triangle, dash: "2 3", points: [(1_000, 0.003), (100_000, 0.03)]),
    ]

    static func plot(title: String = "Bursts") -> LogLogPlot {
        LogLogPlot(
            title: title, subtitle: "release build", xAxisTitle: "alerts", yAxisTitle: "time", series: lines,
            xTickLabel: { "1e\($0)" }, yTickLabel: { "t\($0)" })
    }

    @Test func aPointLiesWhereItsValuesPutItOnBothLogAxes() {
        let svg = Self.plot().svg
        // x: 10^3 to 10^5 from 86 + 14 to 500 - 14, so 10,000 at 293; y: 10^-3 to 10^-1 from
        // 360 - 14 up to 70 + 14, so 0.01 at 215.
        #expect(svg.contains("<circle cx=\"293\" cy=\"215\" r=\"4.5\" fill=\"#0969da\"/>"))
        #expect(svg.contains("<polyline points=\"100,346 293,215 486,84\" fill=\"none\" stroke=\"#0969da\" stroke-width=\"2\"/>"))
        // 0.03 is log10(3) = 0.477 of a decade above 0.01: 215 - 0.477 * 131 = 152.5.
        #expect(svg.contains("<polyline points=\"100,283.5 486,152.5\" fill=\"none\" stroke=\"#bc4c00\" stroke-width=\"2\" stroke-dasharray=\"2 3\"/>"))
    }

    @Test func everyPowerOfTenHasALabelledTickAndAGridLine() {
        let svg = Self.plot().svg
        for (exponent, x) in [(3, "100"), (4, "293"), (5, "486")] {
            #expect(svg.contains("<line x1=\"\(x)\" y1=\"70\" x2=\"\(x)\" y2=\"360\" stroke=\"#e4e8ec\" stroke-width=\"1\"/>"), "grid line of 10^\(exponent)")
            let label = "<text x=\"\(x)\" y=\"379\" font-size=\"12\" fill=\"#1f2328\" text-anchor=\"middle\">1e\(exponent)</text>"
            #expect(svg.contains(label), "tick of 10^\(exponent)")
        }
        for (exponent, y) in [(-3, "346"), (-2, "215"), (-1, "84")] {
            #expect(svg.contains("<line x1=\"81\" y1=\"\(y)\" x2=\"86\" y2=\"\(y)\" stroke=\"#818b98\" stroke-width=\"1\"/>"), "tick of 10^\(exponent)")
            #expect(svg.contains(">t\(exponent)</text>"), "label of 10^\(exponent)")
        }
        #expect(!svg.contains(">1e2<") && !svg.contains(">1e6<") && !svg.contains(">t-4<") && !svg.contains(">t0<"), "no tick beyond the data's decades")
    }

    @Test func textIsEscapedAndTheDocumentIsWellFormed() throws {
        let title = "Bursts <1,000 & up> \"quoted\""
        let svg = Self.plot(title: title).svg
        #expect(svg.contains("<title>Bursts &lt;1,000 &amp; up&gt; &quot;quoted&quot;</title>"))
        #expect(svg.contains(">A &lt; B &amp; &quot;C&quot; &apos;D&apos;</text>"), "the legend's name")
        let document = try SVGStructure(parsing: svg)
        #expect(document.root == "svg")
        #expect(document.title == title, "the title reads back as it was given")
        #expect(document.texts.contains("A < B & \"C\" 'D'"))
        #expect(document.count(of: "circle") == 3 + 1, "a circle per point of the circle series and one in the legend")
        #expect(document.count(of: "path") == 2 + 1, "a triangle per point of the triangle series and one in the legend")
        #expect(document.count(of: "polyline") == 2)
    }

    @Test func aBarEndsAtItsValueAndCarriesItsNameAndLabel() throws {
        let plot = LogBarPlot(
            title: "Lanes", subtitle: "release build", axisTitle: "time",
            groups: [
                LogBarPlot.Group(
                    title: "toasts",
                    bars: [
                        LogBarPlot.Bar(name: "swift-alerts", color: "#0969da", value: 0.001, valueLabel: "1.00 ms"),
                        LogBarPlot.Bar(name: "B", color: "#bc4c00", value: 0.01, valueLabel: "10.0 ms"),
                    ]),
                LogBarPlot.Group(title: "sheets & more", bars: [LogBarPlot.Bar(name: "A", color: "#6e7781", value: 0.000_1, valueLabel: "100 µs")]),
            ],
            tickLabel: BenchmarkPlots.durationLabel)
        let svg = plot.svg
        // 10^-4 to 10^-2 over 210 to 610: 1 ms halfway, 200 wide, below the first group's title.
        #expect(svg.contains("<rect x=\"210\" y=\"92\" width=\"200\" height=\"14\" fill=\"#0969da\"/>"))
        #expect(svg.contains("<rect x=\"210\" y=\"112\" width=\"400\" height=\"14\" fill=\"#bc4c00\"/>"))
        #expect(svg.contains("<text x=\"416\" y=\"103\" font-size=\"12\" fill=\"#1f2328\">1.00 ms</text>"), "the value just past the bar's end")
        #expect(svg.contains(">swift-alerts</text>"))
        #expect(svg.contains(">100 µs</text>") && svg.contains(">1 ms</text>") && svg.contains(">10 ms</text>"), "ticks in the report's units")
        #expect(plot.height == plot.barsBottom + 56)
        let document = try SVGStructure(parsing: svg)
        #expect(document.texts.contains("sheets & more"))
        #expect(document.count(of: "rect") == 1 + 2 + 3, "the card, a clear row under each group's title and a bar per measurement")
    }

    @Test func numbersAreWrittenTheSameWayEverywhere() {
        #expect(SVGDocument.number(12) == "12")
        #expect(SVGDocument.number(12.5) == "12.5")
        #expect(SVGDocument.number(-0.25) == "-0.25")
        #expect(SVGDocument.number(1.05) == "1.05")
        #expect(SVGDocument.number(0.004) == "0")
        #expect(SVGDocument.number(306.555) == "306.56")
    }

    @Test func durationTicksUseTheReportsUnits() {
        let labels = (-9...1).map(BenchmarkPlots.durationLabel)
        #expect(labels == ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s", "10 s"])
    }
}

/// What an XML parser reads from a document: its root, its elements and its texts, unescaped.
private final class SVGStructure: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var elements: [String] = []
    private(set) var texts: [String] = []
    private var text = ""

    init(parsing svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
    }

    var title: String? { zip(elements, texts).first { $0.0 == "title" }?.1 }

    func count(of element: String) -> Int { elements.count { $0 == element } }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        elements.append(name)
        texts.append(text)
        text = ""
    }
}
