import Testing

@testable import alerts_benchmark

/// The benchmark's command line: a folder for the plots, or a named error.
@Suite struct BenchmarkCommandTests {
    @Test func plotsTakeAFolder() throws {
        #expect(try BenchmarkCommand.parse([]) == .run(plotsDirectory: nil))
        #expect(try BenchmarkCommand.parse(["--plots", "docs/images"]) == .run(plotsDirectory: "docs/images"))
        #expect(try BenchmarkCommand.parse(["--help"]) == .help)
    }

    @Test(arguments: [
        (["--plots"], "--plots needs a folder: --plots DIR"),
        (["--plots", "--help"], "--plots needs a folder: --plots DIR"),
        (["--plots", "a", "--plots", "b"], "--plots is given twice"),
        (["--plot", "a"], "unknown argument “--plot”"),
    ])
    func aWrongCommandLineIsANamedError(arguments: [String], message: String) {
        #expect(throws: BenchmarkCommand.UsageError(description: message)) { try BenchmarkCommand.parse(arguments) }
    }
}
