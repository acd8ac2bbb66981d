import Foundation
import TerminalAlerts

let usage = """
    Usage: alerts-demo

    A file list whose actions go through one AlertCenter, shown in the terminal.
    Keys: ↑/↓ select, d delete, b burst of 3, f failing sync, e repeated error ×3, u urgent
    interrupt, r rename, q quit, Ctrl-L redraw, Ctrl-C abort. In a dialog: ←/→ or Tab move, Enter choose,
    1-9 shortcuts, y/n, Esc cancel.

    Without a terminal (piped input or output) it reads one command or answer per line:
    printf 'd\\n1\\nq\\ny\\n' | alerts-demo

    Environment: NO_COLOR=1 no colour; TERM=dumb or ALERTS_ACCESSIBLE=1 plain numbered lines
    (for screen readers); a non-UTF-8 locale draws ASCII boxes.
    Exit status: 0 after quitting, 1 if the input ended while an alert waited, 130 on Ctrl-C.
    """

if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(usage)
    exit(0)
}

let app = DemoApp(session: TerminalSession())
exit(await app.run())
