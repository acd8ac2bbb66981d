import Foundation

/// The program's side of the terminal: it reads input as events, draws screens, and leaves
/// the terminal as it found it.
///
/// In full-screen mode it switches the terminal to raw mode and the alternate screen, hides
/// the cursor and turns on bracketed paste; ``end()`` undoes all of it, and so does every
/// other way out of the process: `exit`, Ctrl-C, SIGINT, SIGTERM, SIGHUP, SIGQUIT, a crash.
/// Ctrl-Z and SIGTSTP suspend the program as in any full-screen program: the terminal is
/// given back before the process stops, and taken again, with a ``TerminalEvent/resized(_:)``
/// to redraw, once it is continued in the foreground (`fg`); so after any SIGCONT, also one
/// that follows SIGSTOP. Raw mode reads Ctrl-Z as a byte, since the
/// terminal's signal keys are off (Ctrl-C must reach the program as a key); the session sends
/// SIGTSTP for it, as the terminal would. A program in the background (continued with `bg`,
/// or started with `&`) runs on but leaves the terminal alone: no mode, no drawing, until it
/// is brought to the foreground.
/// The screen is drawn on standard error, so standard output stays free for the program's
/// results (`alerts-demo > log.txt` still shows its screen); when standard error is not a
/// terminal but the input is (`alerts-demo 2>errors.txt`), it is drawn on the controlling
/// terminal, `/dev/tty`. In line mode it reads lines and writes plain text. When the locale is
/// not UTF-8 everything it writes is ASCII (see ``usesUnicode``).
///
/// ```swift
/// let session = TerminalSession()
/// let alerts = TerminalAlertRenderer(center: center, session: session)
/// loop: for await event in session.start() {
///     switch alerts.handle(event) {
///     case .aborted, .inputEnded: break loop
///     case .notHandled: handleMyOwn(event)
///     case .handled: break
///     }
///     var canvas = TerminalCanvas(size: session.size)
///     drawMyScreen(on: &canvas)
///     alerts.draw(on: &canvas)
///     session.render(canvas)
/// }
/// session.end()
/// ```
@MainActor
public final class TerminalSession {
    /// How this session talks to the person.
    public let mode: TerminalMode
    /// Where input is read: standard input by default.
    public let inputDescriptor: Int32
    /// Where the screen and prompts go: standard error by default, or the controlling terminal
    /// when standard error is redirected.
    public let outputDescriptor: Int32
    /// Whether text may go beyond ASCII: the appearance's ``TerminalAppearance/usesUnicode``
    /// in full-screen mode, whether the locale is UTF-8 in line mode. When it is `false`,
    /// ``write(_:)`` and ``render(_:)`` write ASCII only (see
    /// ``Swift/StringProtocol/asciiFallback(keepingLineBreaks:)``); programs use it for what
    /// they print themselves.
    public let usesUnicode: Bool
    /// Whether ``start()`` was called and ``end()`` not yet.
    public private(set) var isStarted = false

    private var wakeDescriptor: Int32 = -1
    /// Whether the session holds the terminal in full screen: raw mode and the alternate
    /// screen are on, and ``render(_:)`` draws. Not while suspended or in the background.
    private var holdsTerminal = false
    /// Told when the session takes the terminal (`true`) and gives it back (`false`): a
    /// program suspended or in the background is not active.
    var activityObservers: [@MainActor (Bool) -> Void] = []
    /// The settings of raw mode, to take again after a suspend; `nil` outside full screen.
    private var rawAttributes: termios?
    private var continuation: TerminalEventQueue?
    private let lineReadCount = LineReadCount()
    private var shownRows: [String] = []
    private var shownSize: TerminalSize?
    private var shownCursor: TerminalPoint?
    /// Whether the last text written in line mode left its line open, as a prompt does.
    private var isLineOpen = false
    /// How many lines had been read when the line was left open: at a terminal, a line typed
    /// since then ended it, as the terminal echoed its line break.
    private var linesReadWhenLineOpened = 0

    private static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    private static let leaveFullScreen = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - mode: How to talk to the person; detected from the descriptors and the environment
    ///     when `nil` (see ``TerminalMode/detect(environment:input:output:)``).
    ///   - input: Where to read input.
    ///   - output: Where to draw; when `nil`, standard error, or the controlling terminal
    ///     when standard error is not a terminal and `input` is.
    public init(mode: TerminalMode? = nil, input: Int32 = STDIN_FILENO, output: Int32? = nil) {
        let output = output ?? Self.defaultOutput(input: input)
        self.mode = mode ?? .detect(input: input, output: output)
        inputDescriptor = input
        outputDescriptor = output
        usesUnicode = if case .fullScreen(let appearance) = self.mode { appearance.usesUnicode } else { TerminalMode.localeIsUTF8() }
    }

    /// Standard error, or the controlling terminal (`/dev/tty`, kept open for the life of the
    /// process) when the input is a terminal and standard error is redirected, so the person
    /// still sees the screen and prompts.
    private static func defaultOutput(input: Int32) -> Int32 {
        guard isatty(STDERR_FILENO) == 0, isatty(input) == 1 else { return STDERR_FILENO }
        let terminal = aboveStandardDescriptors(open("/dev/tty", O_WRONLY | O_CLOEXEC))
        return terminal >= 0 ? terminal : STDERR_FILENO
    }

    /// A descriptor the session opened, moved above standard input, output and error: when one
    /// of those is closed (`alerts-demo <&-`), `open` and `pipe` hand out its number, and the
    /// program would read or write the session's own descriptor as its standard one.
    private static func aboveStandardDescriptors(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0, descriptor <= STDERR_FILENO else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
        close(descriptor)
        return moved
    }

    /// The largest number of columns or rows taken from `COLUMNS` and `LINES`: more than any
    /// screen shows, few enough that a canvas of that size fits in memory.
    nonisolated static let largestEnvironmentDimension = 500

    /// Whether lines read should be written back to the output: in line mode when the input
    /// is not a terminal (a pipe or a file), whose lines would otherwise not show next to
    /// the prompts they answer.
    public var echoesInput: Bool {
        guard case .lines = mode else { return false }
        return isatty(inputDescriptor) == 0
    }

    /// How many lines have been read so far in line mode, counted as they are read, before
    /// they are handled.
    var linesRead: Int { lineReadCount.value }

    /// The terminal's size now; when the terminal does not tell (or reports 0×0), `COLUMNS`
    /// and `LINES`, each at most 500, else 80×24.
    public var size: TerminalSize {
        if let size = TerminalSize.of(descriptor: outputDescriptor) ?? TerminalSize.of(descriptor: inputDescriptor) {
            return size
        }
        return Self.environmentSize(ProcessInfo.processInfo.environment)
    }

    /// The size `COLUMNS` and `LINES` give: each a positive number, at most
    /// ``largestEnvironmentDimension``; 80 columns and 24 rows where one is missing or not a
    /// positive number.
    nonisolated static func environmentSize(_ environment: [String: String]) -> TerminalSize {
        func dimension(_ key: String, default value: Int) -> Int {
            guard let text = environment[key]?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
                text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber)
            else { return value }
            // Digits only: a number too large for Int is as large as allowed.
            guard let number = Int(text) else { return largestEnvironmentDimension }
            return number > 0 ? min(number, largestEnvironmentDimension) : value
        }
        return TerminalSize(columns: dimension("COLUMNS", default: 80), rows: dimension("LINES", default: 24))
    }

    /// Takes over the terminal and starts reading: keys in full-screen mode, lines in line
    /// mode. The stream ends after ``end()``. Call once.
    ///
    /// Input is read only a bounded way ahead of the events the program has taken (about a
    /// thousand events, or a megabyte of lines), so input that comes faster than the program
    /// handles it (`yes | program`) waits in its pipe instead of filling memory. An interrupt
    /// or a termination (SIGINT, SIGTERM, SIGHUP) comes ahead of the input read before it.
    public func start() -> AsyncStream<TerminalEvent> {
        guard !isStarted, let pipeDescriptors = Self.makeWakePipe() else { return Self.endedStream() }
        isStarted = true
        wakeDescriptor = pipeDescriptors.write
        // Read ahead within a bound: the reader leaves the input alone while the program has
        // events to take, and the queue wakes it through the pipe once it has taken half.
        let writeEnd = pipeDescriptors.write
        let continuation = TerminalEventQueue {
            var room = TerminalRestoration.WakeReason.roomToRead.rawValue
            _ = Foundation.write(writeEnd, &room, 1)
        }
        let stream = AsyncStream { await continuation.next() }

        let isFullScreen = if case .fullScreen = mode { true } else { false }
        var saved = termios()
        let hasAttributes = isFullScreen && tcgetattr(inputDescriptor, &saved) == 0
        TerminalRestoration.activate(
            input: inputDescriptor,
            output: outputDescriptor,
            attributes: hasAttributes ? saved : nil,
            sequence: isFullScreen ? Self.leaveFullScreen : "",
            wakeDescriptor: wakeDescriptor
        )
        if hasAttributes {
            var raw = saved
            Self.makeRaw(&raw)
            rawAttributes = raw
        }
        shownSize = nil
        if isFullScreen {
            if TerminalRestoration.isForeground(inputDescriptor) {
                takeTerminal()
            } else {
                // Started in the background: the terminal is the shell's until `fg`.
                TerminalRestoration.standDown()
                notifyActivity(false)
            }
        }
        self.continuation = continuation
        TerminalInputReader.start(
            input: inputDescriptor,
            sizeDescriptor: outputDescriptor,
            decodesKeys: isFullScreen,
            wakeDescriptor: pipeDescriptors.read,
            continuation: continuation,
            linesRead: lineReadCount
        ) { [weak self] in
            Task { @MainActor in self?.suspend() }
        } onContinue: { [weak self] in
            Task { @MainActor in self?.resume() }
        }
        return stream
    }

    private var isFullScreen: Bool {
        if case .fullScreen = mode { true } else { false }
    }

    /// A stream that has ended: ``start()`` called a second time, or without a wake pipe.
    private static func endedStream() -> AsyncStream<TerminalEvent> {
        AsyncStream { $0.finish() }
    }

    /// The reader's wake pipe, both ends above the standard descriptors and closed on `exec`,
    /// the write end not blocking (a full pipe already holds a wake); `nil` when there is none.
    private static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        descriptors = descriptors.map(aboveStandardDescriptors)
        guard descriptors.allSatisfy({ $0 >= 0 }) else {
            descriptors.filter { $0 >= 0 }.forEach { close($0) }
            return nil
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
        return (descriptors[0], descriptors[1])
    }

    /// Runs `operation`, cancelling it when SIGINT, SIGTERM or SIGHUP arrives meanwhile, or the
    /// session ends; returns what it returns. The signal still comes as an event from
    /// ``start()``'s stream, ahead of the input read before it. For work a program awaits before
    /// it takes its next event (with a script for input, so the script's answers stay in order),
    /// so that a signal need not wait for the work to end.
    ///
    /// ```swift
    /// case .line("sync"):
    ///     await session.cancellingOnTermination { try? await syncService.sync() }
    /// ```
    public func cancellingOnTermination<Result: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Result
    ) async -> Result {
        guard let continuation else { return await operation() }
        let work = Task { @MainActor in await operation() }
        let watcher = Task {
            await continuation.waitForTermination()
            work.cancel()
        }
        let result = await withTaskCancellationHandler {
            await work.value
        } onCancel: {
            work.cancel()
        }
        watcher.cancel()
        return result
    }

    /// Raw mode, the alternate screen, a hidden cursor and bracketed paste; the next
    /// ``render(_:)`` draws every row.
    private func takeTerminal() {
        let wasHeld = holdsTerminal
        holdsTerminal = true
        TerminalRestoration.resumeGuarding()
        if var raw = rawAttributes {
            _ = tcsetattr(inputDescriptor, TCSANOW, &raw)
        }
        write(Self.enterFullScreen)
        shownSize = nil
        shownCursor = nil
        if !wasHeld { notifyActivity(true) }
    }

    /// Gives the terminal back and stops the process (SIGTSTP); once it is continued, takes
    /// the terminal again if the process is in the foreground (see ``resume()``).
    private func suspend() {
        guard isStarted, isFullScreen else { return }
        let wasHeld = holdsTerminal
        if wasHeld {
            TerminalRestoration.restore()
            holdsTerminal = false
            notifyActivity(false)
        }
        guard TerminalRestoration.stopProcess() else {
            if wasHeld { resume() }
            return
        }
        resume()
    }

    /// After SIGCONT (or a stop that did not happen): in the foreground, takes the terminal
    /// (again: after SIGSTOP the shell may have put it back in cooked mode and drawn over the
    /// screen) and asks for a redraw with a ``TerminalEvent/resized(_:)``; in the background,
    /// leaves it alone, without a byte or a setting, until the next SIGCONT.
    private func resume() {
        guard isStarted, isFullScreen else { return }
        guard TerminalRestoration.isForeground(inputDescriptor) else {
            if holdsTerminal {
                holdsTerminal = false
                TerminalRestoration.standDown()
                notifyActivity(false)
            }
            return
        }
        takeTerminal()
        continuation?.yield(.resized(size))
    }

    private func notifyActivity(_ isActive: Bool) {
        for observer in activityObservers { observer(isActive) }
    }

    /// Shows a canvas, rewriting only the rows that changed since the last one (all of them
    /// after a size change or ``invalidate()``). Does nothing in line mode, nor while
    /// the terminal is given back (suspended, or in the background).
    public func render(_ canvas: TerminalCanvas) {
        guard isStarted, holdsTerminal, case .fullScreen(let appearance) = mode else { return }
        let rows = canvas.size.rows
        let isFull = shownSize != canvas.size
        var changes = ""
        if isFull {
            changes += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            shownRows = Array(repeating: "", count: rows)
        }
        for row in 0..<rows {
            let limit = row == rows - 1 ? canvas.size.columns - 1 : canvas.size.columns
            let rendered = canvas.rendered(row: row, usesColor: appearance.usesColor, usesUnicode: appearance.usesUnicode, limit: limit)
            guard isFull || shownRows[row] != rendered.text else { continue }
            changes += "\u{1B}[\(row + 1);1H" + rendered.text
            if rendered.width < canvas.size.columns { changes += "\u{1B}[K" }
            shownRows[row] = rendered.text
        }
        shownSize = canvas.size
        guard !changes.isEmpty || canvas.cursor != shownCursor else { return }
        shownCursor = canvas.cursor
        var output = "\u{1B}[?25l" + changes
        // A cursor outside the canvas (a field in a window too small for it) stays hidden:
        // placed there, the terminal would clamp it onto some other cell.
        if let cursor = canvas.cursor, (0..<canvas.size.rows).contains(cursor.row), (0..<canvas.size.columns).contains(cursor.column) {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        write(output)
    }

    /// Makes the next ``render(_:)`` redraw every row: after a resize (SIGWINCH), or when
    /// something else wrote to the terminal.
    public func invalidate() {
        shownSize = nil
    }

    /// Writes text to the output as it is, or in ASCII when ``usesUnicode`` is `false`:
    /// prompts in line mode. In full screen, nothing while the terminal is given back
    /// (suspended, in the background). A write that fails (the terminal went away) is dropped.
    public func write(_ text: String) {
        if isStarted, isFullScreen, !holdsTerminal { return }
        if case .lines = mode, let last = text.unicodeScalars.last {
            isLineOpen = last != "\n"
            linesReadWhenLineOpened = linesRead
        }
        var bytes = Array(usesUnicode ? text.utf8 : text.asciiTransliterated().utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(outputDescriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// In line mode, ends the line a prompt left open, so that what is printed next starts a
    /// line of its own: after Ctrl-C or the end of the input, before a line printed while a
    /// prompt waits. Does nothing otherwise, nor when the person has since typed a line at the
    /// terminal, whose echo ended it.
    public func finishLine() {
        let wasEndedByEcho = !echoesInput && linesRead != linesReadWhenLineOpened
        if isLineOpen, !wasEndedByEcho { write("\n") }
        isLineOpen = false
    }

    /// Gives the terminal back as it was and stops reading. Idempotent.
    public func end() {
        guard isStarted else { return }
        isStarted = false
        holdsTerminal = false
        rawAttributes = nil
        continuation?.finish()
        continuation = nil
        TerminalRestoration.deactivate()
        var stop = TerminalRestoration.WakeReason.stop.rawValue
        _ = Foundation.write(wakeDescriptor, &stop, 1)
        close(wakeDescriptor)
        wakeDescriptor = -1
    }

    /// Raw mode: bytes as typed, no echo, no line editing, no signals from keys (Ctrl-C is
    /// read as a key), no flow control. Output processing stays, so a stray "\n" still
    /// returns the carriage.
    private static func makeRaw(_ attributes: inout termios) {
        attributes.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        attributes.c_cflag |= tcflag_t(CS8)
        attributes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
    }
}
