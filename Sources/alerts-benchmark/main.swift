// Measures the alert engine against two baselines and prints one table:
//
//     swift run -c release alerts-benchmark
//
// Exits 0 whether or not the timing targets are met (a missed target is a line of the
// report); exits 1 only when a measured run produced a wrong result.
import Foundation

do {
    let report = try BenchmarkSuite.run()
    print(report.text)
} catch {
    FileHandle.standardError.write(Data("alerts-benchmark: \(error)\n".utf8))
    exit(1)
}
