import Foundation
import Testing

@testable import TerminalAlerts

#if canImport(Glibc)
import Glibc
#endif

/// A program running on a pseudo-terminal made with `forkpty`, as a person would run it: the
/// test types keys, and reads the screen through a ``VirtualTerminal``.
///
/// Everything the program writes is read on a thread of its own, kept as raw bytes and fed to
/// the virtual terminal. Waits poll the screen until a condition holds or a generous deadline
/// passes; nothing depends on how fast the program is.
final class PseudoTerminalProcess: @unchecked Sendable {
    let processID: pid_t
    /// The program's own process: ``processID``, or, for a program run as a job, the child
    /// the stand-in shell started. Signals go to it.
    let programProcessID: pid_t
    /// The controlling side of the pseudo-terminal.
    let master: Int32
    /// The read end of a pipe on the program's standard output, when it was asked for.
    private let standardOutputPipe: Int32?
    /// For a program run as a job: the write end of the pipe on which the stand-in shell takes
    /// `fg` and `bg`.
    private let jobCommands: Int32?

    /// What the reading threads collect; they hold only this, so dropping the process object
    /// kills the program even when a test stopped early.
    private final class Capture: @unchecked Sendable {
        let lock = NSLock()
        var terminal: VirtualTerminal
        var output: [UInt8] = []
        var standardOutput: [UInt8] = []
        var isReadingDone = false
        var isPipeReadingDone = true
        /// Set by ``hangUp()``: the reading thread stops, so the master can be closed.
        var stopsReading = false

        init(terminal: VirtualTerminal) {
            self.terminal = terminal
        }
    }

    private let capture: Capture
    private var hasExited = false
    private var isHungUp = false

    /// How long waits last before they fail.
    static let deadline: Duration = .seconds(15)

    /// Starts a program on a new pseudo-terminal.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - environment: Its whole environment.
    ///   - size: The terminal's size.
    ///   - standardOutput: Where standard output goes.
    ///   - discardsStandardError: Whether standard error goes to `/dev/null`, as in
    ///     `alerts-demo 2>/dev/null`, instead of the terminal.
    ///   - runsAsJob: Whether to run the program as a job-control shell does: in a process
    ///     group of its own, in the foreground of the terminal, under a parent that waits for
    ///     it. Only then can SIGTSTP stop it: the system does not stop a process group no
    ///     parent in the same session could continue (an orphaned one), as the program alone
    ///     on a new pseudo-terminal is. When the job stops, the stand-in shell takes the
    ///     terminal back with its own settings, as a shell does; ``continueInForeground()``
    ///     and ``continueInBackground()`` are its `fg` and `bg`.
    ///   - startsInBackground: For a program run as a job: whether it starts in the
    ///     background, as `alerts-demo &` does, the stand-in shell keeping the terminal.
    ///   - reportedSize: The size the terminal reports to the program, when it is not `size`
    ///     (a terminal that reports 0×0).
    init(
        executable: String,
        environment: [String: String],
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        reportedSize: TerminalSize? = nil,
        standardOutput: StandardOutput = .terminal,
        discardsStandardError: Bool = false,
        runsAsJob: Bool = false,
        startsInBackground: Bool = false
    ) throws {
        capture = Capture(terminal: VirtualTerminal(size: size))
        let arguments = CStringArray([executable])
        let environmentStrings = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        guard let path = arguments.pointer[0] else { throw SpawnError(reason: "no executable path") }
        let pipesStandardOutput = standardOutput == .pipe || standardOutput == .brokenPipe
        var outputPipe: [Int32] = [-1, -1]
        // Opened before the fork, as the null device below.
        let fullDescriptor = standardOutput == .fullDisk ? open("/dev/full", O_WRONLY) : -1
        defer { if fullDescriptor >= 0 { close(fullDescriptor) } }
        if pipesStandardOutput {
            guard pipe(&outputPipe) == 0 else { throw SpawnError(reason: "pipe failed: \(errno)") }
        }
        let reported = reportedSize ?? size
        var windowSize = winsize(ws_row: UInt16(reported.rows), ws_col: UInt16(reported.columns), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        // Opened before the fork: the child may only make async-signal-safe calls.
        let nullDescriptor = discardsStandardError ? open("/dev/null", O_WRONLY) : -1
        defer { if nullDescriptor >= 0 { close(nullDescriptor) } }
        var jobPipe: [Int32] = [-1, -1]
        var commandPipe: [Int32] = [-1, -1]
        if runsAsJob {
            guard pipe(&jobPipe) == 0, pipe(&commandPipe) == 0 else { throw SpawnError(reason: "pipe failed: \(errno)") }
            // Kept from programs the tests start elsewhere; the forked children do not exec
            // with them (the job closes them first).
            for descriptor in jobPipe + commandPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        }
        let processID = forkpty(&master, nil, nil, &windowSize)
        if processID == 0 {
            // The child: only async-signal-safe calls until exec.
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            sigprocmask(SIG_SETMASK, &noSignals, nil)
            // One call per signal: an array literal here would allocate, which can deadlock
            // in a child forked from a multithreaded process.
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            signal(SIGHUP, SIG_DFL)
            signal(SIGQUIT, SIG_DFL)
            signal(SIGPIPE, SIG_DFL)
            if nullDescriptor >= 0 {
                dup2(nullDescriptor, STDERR_FILENO)
            }
            if fullDescriptor >= 0 {
                dup2(fullDescriptor, STDOUT_FILENO)
            }
            if pipesStandardOutput {
                dup2(outputPipe[1], STDOUT_FILENO)
                close(outputPipe[0])
                close(outputPipe[1])
            }
            if runsAsJob {
                Self.runAsJob(
                    path: path, arguments: arguments.pointer, environment: environmentStrings.pointer, report: jobPipe, commands: commandPipe,
                    inForeground: !startsInBackground)
            }
            execve(path, arguments.pointer, environmentStrings.pointer)
            _exit(127)
        }
        guard processID > 0 else { throw SpawnError(reason: "forkpty failed: \(errno)") }
        if runsAsJob {
            close(jobPipe[1])
            close(commandPipe[0])
            var job: pid_t = -1
            let count = read(jobPipe[0], &job, MemoryLayout<pid_t>.size)
            close(jobPipe[0])
            guard count == MemoryLayout<pid_t>.size, job > 0 else {
                close(commandPipe[1])
                kill(processID, SIGKILL)
                throw SpawnError(reason: "the job did not start")
            }
            programProcessID = job
            jobCommands = commandPipe[1]
        } else {
            programProcessID = processID
            jobCommands = nil
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        self.processID = processID
        self.master = master
        switch standardOutput {
        case .terminal, .fullDisk:
            standardOutputPipe = nil
        case .pipe:
            close(outputPipe[1])
            _ = fcntl(outputPipe[0], F_SETFD, FD_CLOEXEC)
            standardOutputPipe = outputPipe[0]
        case .brokenPipe:
            close(outputPipe[1])
            close(outputPipe[0])
            standardOutputPipe = nil
        }
        startReading()
    }

    /// Where the program's standard output goes.
    enum StandardOutput {
        /// The terminal, like its input and errors.
        case terminal
        /// A pipe the test reads (``pipedStandardOutput``), as in `alerts-demo | cat`.
        case pipe
        /// A pipe nobody reads any more, as in `alerts-demo | head -1` after `head` ended:
        /// the first write raises SIGPIPE.
        case brokenPipe
        /// A device that is always full, `/dev/full`: every write fails (ENOSPC).
        case fullDisk
    }

    /// In the forked child, which leads the terminal's session, does what a job-control shell
    /// does: starts the program in a process group of its own that has the terminal, reports
    /// its process ID, and waits for it to end, then ends the same way. When the job stops, it
    /// takes the terminal back and puts back the settings it had before the job; it reads
    /// `fg` (`f`: the terminal to the job, then SIGCONT) and `bg` (`b`: SIGCONT alone) from
    /// `commands`. Only async-signal-safe calls: the test process has threads.
    private static func runAsJob(
        path: UnsafeMutablePointer<CChar>,
        arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        report: [Int32],
        commands: [Int32],
        inForeground: Bool
    ) -> Never {
        var shellSettings = termios()
        tcgetattr(STDIN_FILENO, &shellSettings)
        let job = fork()
        if job == 0 {
            close(report[0])
            close(report[1])
            close(commands[0])
            close(commands[1])
            setpgid(0, 0)
            if inForeground {
                // Taking the terminal from a background group raises SIGTTOU unless it is ignored.
                signal(SIGTTOU, SIG_IGN)
                tcsetpgrp(STDIN_FILENO, getpid())
                signal(SIGTTOU, SIG_DFL)
            }
            execve(path, arguments, environment)
            _exit(127)
        }
        var reported = job
        _ = write(report[1], &reported, MemoryLayout<pid_t>.size)
        close(report[0])
        close(report[1])
        close(commands[1])
        guard job > 0 else { _exit(126) }
        // The shell changes the terminal from the background while the job has it.
        signal(SIGTTOU, SIG_IGN)
        var status: Int32 = 0
        var command = pollfd(fd: commands[0], events: Int16(POLLIN), revents: 0)
        while true {
            let result = waitpid(job, &status, WUNTRACED | WNOHANG)
            if result < 0, errno != EINTR { _exit(126) }
            if result == job {
                if status & 0xFF == 0x7F {
                    // Stopped: the terminal is the shell's again, with its own settings.
                    tcsetpgrp(STDIN_FILENO, getpgrp())
                    tcsetattr(STDIN_FILENO, TCSANOW, &shellSettings)
                } else {
                    break
                }
            }
            command.revents = 0
            guard poll(&command, 1, 10) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(commands[0], &byte, 1) == 1 else {
                command.fd = -1
                continue
            }
            if byte == UInt8(ascii: "f") {
                tcsetpgrp(STDIN_FILENO, job)
            }
            kill(-job, SIGCONT)
        }
        let signalNumber = status & 0x7F
        if signalNumber == 0 { _exit((status >> 8) & 0xFF) }
        signal(signalNumber, SIG_DFL)
        kill(getpid(), signalNumber)
        _exit(128 + signalNumber)
    }

    /// For a program run as a job: `fg`, the terminal to the job and SIGCONT. Waits first
    /// until the stand-in shell has the terminal (it takes it back when it sees the job
    /// stopped), so that it does not take it back after `fg`.
    func continueInForeground(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitForAttributes("the shell's, in the foreground", sourceLocation: sourceLocation) { _ in
            foregroundProcessGroup != programProcessID
        }
        sendJobCommand("f")
    }

    /// For a program run as a job: `bg`, SIGCONT while the stand-in shell keeps the terminal.
    func continueInBackground() {
        sendJobCommand("b")
    }

    private func sendJobCommand(_ command: Character) {
        guard let jobCommands, var byte = command.asciiValue else {
            Issue.record("\(command == "f" ? "fg" : "bg") needs a program run as a job")
            return
        }
        _ = write(jobCommands, &byte, 1)
    }

    /// The terminal's foreground process group, as the master sees it.
    var foregroundProcessGroup: pid_t { tcgetpgrp(master) }

    /// Closes the terminal, as closing its window or dropping an SSH connection does: the
    /// program gets SIGHUP, its reads end and its writes fail. Nothing is read any more.
    func hangUp() async throws {
        capture.lock.withLock { capture.stopsReading = true }
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while !capture.lock.withLock({ capture.isReadingDone }), clock.now < end {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard !isHungUp else { return }
        isHungUp = true
        close(master)
    }

    /// Waits until the terminal's settings satisfy a condition.
    func waitForAttributes(_ description: String, sourceLocation: SourceLocation = #_sourceLocation, until condition: (termios) -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while clock.now < end {
            if condition(attributes) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        if condition(attributes) { return }
        Issue.record("Timed out waiting for the terminal to be \(description).", sourceLocation: sourceLocation)
        throw TimeoutError()
    }

    deinit {
        if programProcessID != processID {
            kill(programProcessID, SIGKILL)
        }
        if !hasExited {
            kill(processID, SIGKILL)
            var status: Int32 = 0
            waitpid(processID, &status, 0)
        }
        if !isHungUp { close(master) }
        if let standardOutputPipe { close(standardOutputPipe) }
        if let jobCommands { close(jobCommands) }
    }

    // MARK: - Typing

    /// Types text: characters, or escape sequences such as "\u{1B}[A" for ↑.
    func type(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Types one key.
    func press(_ key: Key) {
        type(key.bytes)
    }

    enum Key {
        case enter, escape, tab, backTab, up, down, left, right, home, end, backspace
        case control(Character)

        var bytes: String {
            switch self {
            case .enter: "\r"
            case .escape: "\u{1B}"
            case .tab: "\t"
            case .backTab: "\u{1B}[Z"
            case .up: "\u{1B}[A"
            case .down: "\u{1B}[B"
            case .right: "\u{1B}[C"
            case .left: "\u{1B}[D"
            case .home: "\u{1B}[H"
            case .end: "\u{1B}[F"
            case .backspace: "\u{7F}"
            case .control(let letter):
                String(Character(Unicode.Scalar(letter.asciiValue! - 0x60)))
            }
        }
    }

    // MARK: - Reading

    /// The screen as the person sees it now.
    var screen: String { capture.lock.withLock { capture.terminal.text } }

    /// The screen's rows now.
    var lines: [String] { capture.lock.withLock { capture.terminal.lines } }

    /// The virtual terminal's state now.
    var terminalState: VirtualTerminal { capture.lock.withLock { capture.terminal } }

    /// Everything the program wrote to the terminal so far, as text.
    var rawOutput: String { capture.lock.withLock { String(decoding: capture.output, as: UTF8.self) } }

    /// Everything the program wrote to its piped standard output so far.
    var pipedStandardOutput: String { capture.lock.withLock { String(decoding: capture.standardOutput, as: UTF8.self) } }

    /// The terminal's settings as the program left them (a pseudo-terminal's master reports
    /// its slave's settings).
    var attributes: termios {
        var attributes = termios()
        tcgetattr(master, &attributes)
        return attributes
    }

    /// Waits until the screen satisfies a condition, and returns it.
    @discardableResult
    func waitForScreen(_ description: String, sourceLocation: SourceLocation = #_sourceLocation, until condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while clock.now < end {
            let current = screen
            if condition(current) { return current }
            try await Task.sleep(for: .milliseconds(10))
        }
        let current = screen
        if condition(current) { return current }
        Issue.record("Timed out waiting for the screen to show \(description). The screen:\n\(current)", sourceLocation: sourceLocation)
        throw TimeoutError()
    }

    /// Waits until the screen contains every one of the texts.
    @discardableResult
    func waitForScreen(containing texts: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await waitForScreen(texts.map { "“\($0)”" }.joined(separator: " and "), sourceLocation: sourceLocation) { screen in
            texts.allSatisfy(screen.contains)
        }
    }

    /// Waits for the program to end and returns how it ended.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Termination {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while clock.now < end {
            var status: Int32 = 0
            let result = waitpid(processID, &status, WNOHANG)
            if result == processID {
                hasExited = true
                try await waitForOutputToEnd()
                return Termination(waitStatus: status)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("Timed out waiting for the program to exit. The screen:\n\(screen)", sourceLocation: sourceLocation)
        throw TimeoutError()
    }

    /// Changes the screen behind the program's back, as another program writing to the same
    /// terminal does (a `wall` message, a background job).
    func writeFromElsewhere(_ text: String) {
        capture.lock.withLock { capture.terminal.feed(Array(text.utf8)) }
    }

    /// Sends a signal to the program.
    func send(signal: Int32) {
        kill(programProcessID, signal)
    }

    /// Everything the program wrote to the terminal so far, as bytes.
    var rawBytes: [UInt8] { capture.lock.withLock { capture.output } }

    /// The program's scheduling state from `/proc` (`R` running, `S` sleeping, `T` stopped…),
    /// or `nil` when it cannot be read.
    var programState: Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(programProcessID)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: end)...].first { $0 != " " }
    }

    /// Whether the program has a handler for a signal now, from `/proc` (`SigCgt`).
    func catches(signal: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(programProcessID)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
            let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// Waits until the program's scheduling state satisfies a condition.
    func waitForProgramState(_ description: String, sourceLocation: SourceLocation = #_sourceLocation, until condition: (Character?) -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while clock.now < end {
            if condition(programState) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        if condition(programState) { return }
        Issue.record(
            "Timed out waiting for the program to be \(description); its state is \(programState.map(String.init) ?? "unknown").",
            sourceLocation: sourceLocation)
        throw TimeoutError()
    }

    /// Waits until the raw output, from a byte offset on, contains a sequence.
    func waitForOutput(_ text: String, after offset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let needle = Array(text.utf8)
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        func found() -> Bool {
            let bytes = rawBytes
            guard bytes.count >= offset + needle.count else { return false }
            return bytes[offset...].firstRange(of: needle) != nil
        }
        while clock.now < end {
            if found() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        if found() { return }
        Issue.record("Timed out waiting for the output to contain \(text.debugDescription).", sourceLocation: sourceLocation)
        throw TimeoutError()
    }

    /// Resizes the terminal, as dragging a window's corner does: the program gets SIGWINCH.
    func resize(to size: TerminalSize) {
        capture.lock.withLock { capture.terminal.resize(to: size) }
        var windowSize = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &windowSize)
    }

    // MARK: - Private

    private func startReading() {
        let master = master
        let capture = capture
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while !capture.lock.withLock({ capture.stopsReading }) {
                ready.revents = 0
                // A short wait, so that a hang-up is not held off by a read under way.
                guard poll(&ready, 1, 20) != 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                capture.lock.withLock {
                    capture.output.append(contentsOf: buffer.prefix(count))
                    capture.terminal.feed(buffer.prefix(count))
                }
            }
            capture.lock.withLock { capture.isReadingDone = true }
        }.start()
        guard let standardOutputPipe else { return }
        capture.isPipeReadingDone = false
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(standardOutputPipe, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                capture.lock.withLock { capture.standardOutput.append(contentsOf: buffer.prefix(count)) }
            }
            capture.lock.withLock { capture.isPipeReadingDone = true }
        }.start()
    }

    /// After exit, waits until everything written has been read.
    private func waitForOutputToEnd() async throws {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        while clock.now < end {
            if capture.lock.withLock({ capture.isReadingDone && capture.isPipeReadingDone }) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    struct SpawnError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    struct TimeoutError: Error {}
}

/// How a process ended.
enum Termination: Hashable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    /// Decodes a `waitpid` status.
    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}

/// A NULL-terminated array of C strings that lives as long as it does, for `execve`.
final class CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointer[index] = strdup(string)
        }
        pointer[strings.count] = nil
    }

    deinit {
        for index in 0..<count { free(pointer[index]) }
        pointer.deallocate()
    }
}
