/// What the command line asks of the benchmark.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum BenchmarkCommand: Equatable {
    /// Measure and print the table; with a folder, also write the run's plots there.
    case run(plotsDirectory: String?)
    /// Print the usage.
    case help

    /// A command line the benchmark does not understand.
    struct UsageError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    static let usage = """
        usage: alerts-benchmark [--plots DIR]
          --plots DIR  also write the run's plots as SVG files into DIR (created if needed):
                       \(BenchmarkPlots.burstsFileName) and \(BenchmarkPlots.lanesFileName)
        """

    /// Reads the arguments that follow the program's name.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkCommand {
        var plotsDirectory: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .help
            case "--plots":
                guard let directory = remaining.popFirst(), !directory.isEmpty, !directory.hasPrefix("--") else {
                    throw UsageError(description: "--plots needs a folder: --plots DIR")
                }
                guard plotsDirectory == nil else { throw UsageError(description: "--plots is given twice") }
                plotsDirectory = directory
            default:
                throw UsageError(description: "unknown argument “\(argument)”")
            }
        }
        return .run(plotsDirectory: plotsDirectory)
    }
}
