import TerminalAlerts

/// What the person asked the demo to do, from a key (full screen) or a line (line mode).
enum DemoCommand: Hashable {
    case selectPrevious
    case selectNext
    /// Delete a file: the selected one, or the one with this number (from 1).
    case delete(FileNumber?)
    case burst
    case failingSync
    case repeatedError
    case urgent
    /// Rename a file: the selected one, or the one with this number (from 1).
    case rename(FileNumber?)
    /// Rename a file in a panel (a sheet) that refuses an empty or taken name with an alert
    /// over it: the selected file, or the one with this number (from 1).
    case renameInPanel(FileNumber?)
    /// Copy a file's name: the selected one, or the one with this number (from 1).
    case copy(FileNumber?)
    /// Sync with a loading line, ending in a toast.
    case sync
    /// Several toasts at once: some stack, repeats coalesce.
    case toastBurst
    case list
    case help
    case quit

    init?(key: TerminalKey) {
        switch key {
        case .up, .character("k"): self = .selectPrevious
        case .down, .character("j"): self = .selectNext
        case .character(let character):
            guard let command = Self(letter: character, number: nil) else { return nil }
            self = command
        default: return nil
        }
    }

    /// A line such as "d", "d 2" or "r 3".
    init?(line: String) {
        let words = line.split(separator: " ")
        guard let first = words.first, first.count == 1, let letter = first.first, words.count <= 2 else { return nil }
        let number = words.count == 2 ? FileNumber(words[1]) : nil
        if words.count == 2, number == nil { return nil }
        guard let command = Self(letter: letter, number: number) else { return nil }
        self = command
    }

    private init?(letter: Character, number: FileNumber?) {
        switch letter {
        case "d": self = .delete(number)
        case "r": self = .rename(number)
        case "n": self = .renameInPanel(number)
        case "c": self = .copy(number)
        case "s" where number == nil: self = .sync
        case "t" where number == nil: self = .toastBurst
        case "b" where number == nil: self = .burst
        case "f" where number == nil: self = .failingSync
        case "e" where number == nil: self = .repeatedError
        case "u" where number == nil: self = .urgent
        case "l" where number == nil: self = .list
        case "h" where number == nil, "?" where number == nil: self = .help
        case "q" where number == nil: self = .quit
        default: return nil
        }
    }

    /// The keys, for the help line at the bottom of the screen.
    static func keyHelp(unicode: Bool) -> String {
        let separator = unicode ? " · " : " | "
        return [
            unicode ? "↑↓ select" : "up/down select",
            "d delete", "b burst of 3", "f failing sync",
            unicode ? "e repeated error ×3 (coalesced)" : "e repeated error x3 (coalesced)",
            "u urgent interrupt", "r rename", "n rename… (panel)", "c copy name", "s sync", "t toasts", "q quit", "Ctrl-C abort",
        ].map { DemoStrings[$0] }.joined(separator: separator)
    }

    /// The commands, for line mode: words a screen reader reads well.
    static let lineHelp = DemoStrings[
        """
        Commands: d delete (d 2 deletes file 2), b burst of 3 alerts, f failing sync, \
        e repeated error 3 times (coalesced), u urgent interrupt, r rename (r 2 renames file 2), \
        c copy a file's name (c 2 copies file 2's), s sync, t several toasts at once, \
        l list files, h help, q quit. Type one and press Enter.
        """]
}
