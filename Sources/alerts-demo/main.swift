import Foundation
import TerminalAlerts

let version = "alerts-demo 0.1.0 (swift-alerts)"

let usage = """
    Usage: alerts-demo [--help | --version]

    A file list whose actions go through one AlertCenter, shown in the terminal.
    Keys: ↑/↓ select, d delete, b burst of 3, f failing sync, e repeated error ×3, u urgent
    interrupt, r rename, c copy the file's name (a "Copied" toast), s sync (a loading line, then
    a toast), t several toasts at once (they stack and repeats coalesce, "×4"), q quit, Ctrl-L
    redraw, Ctrl-C abort. In a dialog: ←/→ or Tab move, Enter choose, 1-9 shortcuts, y/n, Esc
    cancel. Otherwise Esc closes the newest toast or cancels the sync, and Ctrl-T presses a
    toast's button.

    The screen is drawn on standard error (on the terminal itself when standard error is
    redirected) and the log of outcomes goes to standard output, so `alerts-demo > log.txt`
    keeps the screen. When standard input is not a terminal it reads one command or answer
    per line instead:
    printf 'd\\n1\\nq\\ny\\n' | alerts-demo

    Environment: NO_COLOR=1 no colour; TERM=dumb or ALERTS_ACCESSIBLE=1 plain numbered lines
    (for screen readers); a non-UTF-8 locale draws ASCII boxes; ALERTS_ACTIVATION_DELAY_MS=500
    how long a new alert ignores Enter, Space, digits, y/n and Esc (0 turns it off);
    ALERTS_URGENT_DELAY_MS=1000 how long u takes to interrupt; ALERTS_TOAST_DURATION_MS how
    long toasts stay (by default as long as their text needs).
    Exit status: 0 after quitting, 1 if the input ended while an alert waited, 2 for an unknown
    option, 74 if standard output cannot be written, 130 on Ctrl-C, 143 on SIGTERM and 129 on
    SIGHUP or when the terminal closes (after the same closing transcript).
    Ctrl-Z suspends; `fg` brings the screen back, and in the background (`bg`) it leaves the
    terminal alone.
    """

// First of all: standard descriptors that are closed are not handed to anything else.
StandardStream.reserveClosedDescriptors()

/// Text as the locale shows it: in ASCII when it is not UTF-8.
func shown(_ text: String) -> String {
    TerminalMode.localeIsUTF8() ? text : text.asciiFallback(keepingLineBreaks: true)
}

for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--help", "-h":
        exit(printOrFail(shown(usage)))
    case "--version":
        exit(printOrFail(version))
    default:
        StandardStream.error.write(shown("alerts-demo: unknown option “\(argument.sanitizedForTerminal())”\n\n\(usage)\n"))
        exit(2)
    }
}

/// Prints a line on standard output; the exit status: 0, or 74 with a message on standard
/// error when it could not be written.
func printOrFail(_ text: String) -> Int32 {
    guard let error = StandardStream.output.write(text + "\n") else { return 0 }
    StandardStream.error.write(shown(DemoStrings.format("alerts-demo: cannot write to standard output (%@).", StandardStream.describe(error))) + "\n")
    return StandardStream.failureStatus
}

let app = DemoApp(session: TerminalSession())
exit(await app.run())
