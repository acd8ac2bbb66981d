import Foundation

/// The plots of a run, drawn from the same measurements as its table: the bursts of alerts by
/// size, and the bursts of toasts and sheet requests and the loading scopes.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum BenchmarkPlots {
    static let burstsFileName = "benchmark-bursts.svg"
    static let lanesFileName = "benchmark-toasts-sheets-loading.svg"

    /// Time against burst size for swift-alerts and both baselines, the medians of the table.
    static func bursts(_ report: BenchmarkReport) -> LogLogPlot {
        func series(
            _ name: String, _ color: String, _ marker: PlotSeries.Marker, _ dash: String?, _ time: (BenchmarkReport.Burst) -> Timing
        ) -> PlotSeries {
            let points = report.bursts.map { (x: Double($0.size), y: time($0).median / .seconds(1)) }
            return PlotSeries(name: name, color: color, marker: marker, dash: dash, points: points)
        }
        return LogLogPlot(
            title: "A burst of alerts, enqueued then drained",
            subtitle: subtitle(report),
            xAxisTitle: "alerts in the burst (eight priorities)",
            yAxisTitle: "time per burst (median)",
            series: [
                series("swift-alerts", PlotColors.engine, .circle, nil, \.engine),
                series("baseline A (optional)", PlotColors.optionalBaseline, .square, "6 4", \.optionalAlert),
                series("baseline B (array queue)", PlotColors.arrayBaseline, .triangle, "2 3", \.arrayQueue),
            ],
            xTickLabel: { ReportFormat.count(power(of: $0)) },
            yTickLabel: durationLabel
        )
    }

    /// The toasts, the sheet requests and the loading scopes, each beside its baselines.
    static func lanes(_ report: BenchmarkReport) -> LogBarPlot {
        func bar(_ name: String, _ color: String, _ timing: Timing, lost: Int? = nil) -> LogBarPlot.Bar {
            let label = ReportFormat.duration(timing.median) + (lost.map { ", lost \(ReportFormat.count($0))" } ?? "")
            return LogBarPlot.Bar(name: name, color: color, value: timing.median / .seconds(1), valueLabel: label)
        }
        let toasts = report.toastBurst
        let sheets = report.sheetBurst
        let loading = report.loadingScopes
        return LogBarPlot(
            title: "Toasts, sheets and loading, beside their baselines",
            subtitle: subtitle(report),
            axisTitle: "time per burst (median)",
            groups: [
                LogBarPlot.Group(
                    title: "burst of \(ReportFormat.count(toasts.size)) toasts, show then close",
                    bars: [
                        bar("swift-alerts", PlotColors.engine, toasts.engine),
                        bar("baseline A, optional", PlotColors.optionalBaseline, toasts.optionalToast, lost: toasts.size - 1),
                        bar("baseline B, array queue", PlotColors.arrayBaseline, toasts.arrayQueue),
                    ]),
                LogBarPlot.Group(
                    title: "burst of \(ReportFormat.count(sheets.size)) sheet requests",
                    bars: [
                        bar("swift-alerts", PlotColors.engine, sheets.engine),
                        bar("baseline A, optional", PlotColors.optionalBaseline, sheets.optionalSheet, lost: sheets.size - 1),
                        bar("baseline B, array queue", PlotColors.arrayBaseline, sheets.arrayQueue),
                    ]),
                LogBarPlot.Group(
                    title: "\(ReportFormat.count(loading.size)) overlapping loading scopes",
                    bars: [
                        bar("swift-alerts", PlotColors.engine, loading.engine),
                        bar("baseline B, array of tokens", PlotColors.arrayBaseline, loading.arrayStack),
                    ]),
            ],
            tickLabel: durationLabel
        )
    }

    /// Writes both plots into a folder that exists; returns the files written.
    static func write(_ report: BenchmarkReport, to directory: URL) throws -> [URL] {
        let files = [
            (directory.appendingPathComponent(burstsFileName), bursts(report).svg),
            (directory.appendingPathComponent(lanesFileName), lanes(report).svg),
        ]
        for (file, text) in files {
            try Data(text.utf8).write(to: file, options: .atomic)
        }
        return files.map(\.0)
    }

    /// `1 s`, `10 ms`, `100 µs`: a power of ten of seconds.
    static func durationLabel(exponent: Int) -> String {
        let units = [(0, "s"), (-3, "ms"), (-6, "µs"), (-9, "ns")]
        let (unitExponent, unit) = units.first { exponent >= $0.0 } ?? (-9, "ns")
        let digits = exponent - unitExponent
        return "\(digits >= 0 ? String(power(of: digits)) : "0." + String(repeating: "0", count: -digits - 1) + "1") \(unit)"
    }

    private static func power(of exponent: Int) -> Int {
        (0..<max(0, exponent)).reduce(1) { value, _ in value * 10 }
    }

    private static func subtitle(_ report: BenchmarkReport) -> String {
        "\(report.buildConfiguration) build; \(report.machine.system), \(report.machine.processors) processors; CPU time of the benchmark thread"
    }
}
