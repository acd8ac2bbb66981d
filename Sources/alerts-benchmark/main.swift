// Measures the alert engine (alerts, toasts, sheets, loading) against baselines and prints one table:
//
//     swift run -c release alerts-benchmark
//
// Exits 0 whether or not the timing targets are met (a missed target is a line of the
// report); exits 1 only when a measured run produced a wrong result.
import Foundation

guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
    FileHandle.standardError.write(Data("alerts-benchmark: needs macOS 13 or later, for Swift's Duration\n".utf8))
    exit(1)
}
do {
    let report = try BenchmarkSuite.run()
    print(report.text)
} catch {
    FileHandle.standardError.write(Data("alerts-benchmark: \(error)\n".utf8))
    exit(1)
}
