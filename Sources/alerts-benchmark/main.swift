// Measures the alert engine (alerts, toasts, sheets, loading) against baselines and prints one table:
//
//     swift run -c release alerts-benchmark
//     swift run -c release alerts-benchmark --plots docs/images   # and the run's plots, as SVG
//
// Exits 0 whether or not the timing targets are met (a missed target is a line of the
// report); exits 1 when a measured run produced a wrong result or the plots cannot be written,
// 2 for an argument it does not understand.
import Foundation

guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
    FileHandle.standardError.write(Data("alerts-benchmark: needs macOS 13 or later, for Swift's Duration\n".utf8))
    exit(1)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("alerts-benchmark: \(message)\n".utf8))
    exit(status)
}

let plotsDirectory: URL?
do {
    switch try BenchmarkCommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(BenchmarkCommand.usage)
        exit(0)
    case .run(let path):
        plotsDirectory = path.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }
} catch {
    fail("\(error)\n\(BenchmarkCommand.usage)", status: 2)
}
// The folder is made before the run, so that a path that cannot be written fails at once.
if let plotsDirectory {
    do {
        try FileManager.default.createDirectory(at: plotsDirectory, withIntermediateDirectories: true)
    } catch {
        fail("cannot make the plots' folder \(plotsDirectory.path): \(error.localizedDescription)", status: 1)
    }
}
let report: BenchmarkReport
do {
    report = try BenchmarkSuite.run()
} catch {
    fail("\(error)", status: 1)
}
print(report.text)
if let plotsDirectory {
    do {
        let files = try BenchmarkPlots.write(report, to: plotsDirectory)
        print("\nplots of this run: \(files.map(\.path).joined(separator: ", "))")
    } catch {
        fail("cannot write the plots into \(plotsDirectory.path): \(error.localizedDescription)", status: 1)
    }
}
