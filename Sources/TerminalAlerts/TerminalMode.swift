import Foundation

/// How a program talks to the person at the terminal.
///
/// ```swift
/// switch TerminalMode.detect() {
/// case .fullScreen: print("dialogs drawn as boxes, keys read one by one")
/// case .lines: print("numbered prompts, one line at a time")
/// }
/// ```
public enum TerminalMode: Hashable, Sendable {
    /// Raw keys and a redrawn screen: alerts appear as dialog boxes. Needs a terminal on both
    /// the input and the output.
    case fullScreen(TerminalAppearance)
    /// One line at a time: each alert is a numbered prompt answered with a line. No escape
    /// sequences, no redraws. Used without a terminal (pipes, CI), with `TERM=dumb`, and in
    /// the screen-reader mode `ALERTS_ACCESSIBLE=1`.
    case lines

    /// The environment variable that asks for the screen-reader mode: any value but empty or `0`.
    public static let accessibleEnvironmentKey = "ALERTS_ACCESSIBLE"

    /// Chooses the mode for this process.
    ///
    /// Full screen when `input` and `output` are both terminals, `TERM` is not `dumb` and
    /// `ALERTS_ACCESSIBLE` is not set; line mode otherwise. In full screen, `NO_COLOR` turns
    /// colour off and a locale that is not UTF-8 selects ASCII drawing.
    ///
    /// - Parameters:
    ///   - environment: The environment to read; the process's by default.
    ///   - input: Where keys are read from.
    ///   - output: Where the screen is drawn; standard error, so standard output stays free
    ///     for the program's results.
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDERR_FILENO
    ) -> TerminalMode {
        guard isatty(input) == 1, isatty(output) == 1 else { return .lines }
        return mode(environment: environment)
    }

    /// The mode for a process whose input and output are terminals, given its environment.
    static func mode(environment: [String: String]) -> TerminalMode {
        if let accessible = environment[accessibleEnvironmentKey], !accessible.isEmpty, accessible != "0" {
            return .lines
        }
        if environment["TERM"] == "dumb" {
            return .lines
        }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return .fullScreen(TerminalAppearance(usesColor: !noColor, usesUnicode: localeIsUTF8(environment)))
    }

    /// Whether the locale's character set is UTF-8, by the POSIX precedence of its variables
    /// (`LC_ALL`, `LC_CTYPE`, `LANG`); without any, the locale is POSIX's default, ASCII.
    public static func localeIsUTF8(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return false }
        return locale.lowercased().filter { $0 != "-" }.contains("utf8")
    }
}
