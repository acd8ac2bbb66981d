import Foundation

/// Finds the built `alerts-demo` next to the test bundle, in the build directory of whatever
/// scratch path the tests were built with. `ALERTS_DEMO_PATH` overrides it.
enum DemoExecutable {
    static let name = "alerts-demo"

    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ALERTS_DEMO_PATH"], !path.isEmpty {
            return path
        }
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let argument = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        directories.append(argument.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            // On macOS the bundle is …/debug/X.xctest/Contents/MacOS/X: climb to the build directory.
            var candidate = directory
            for _ in 0..<4 {
                let path = candidate.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
                candidate.deleteLastPathComponent()
            }
        }
        throw NotFound(searched: directories.map(\.path))
    }

    /// A plain environment for the demo, independent of the one the tests run in. New alerts
    /// take keys at once, so tests need not wait out the activation delay.
    static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "ALERTS_ACTIVATION_DELAY_MS": "0",
        ]
        environment.merge(overrides) { $1 }
        return environment.filter { !$0.value.isEmpty }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "\(DemoExecutable.name) was not found next to the tests (looked in \(searched.joined(separator: ", "))). "
                + "Build it with `swift build --product alerts-demo`, or set ALERTS_DEMO_PATH."
        }
    }
}
