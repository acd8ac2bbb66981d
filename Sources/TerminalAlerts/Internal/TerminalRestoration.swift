#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back as it was, on every way out of the process but SIGKILL: a normal
/// return, `exit`, Ctrl-C, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and the other signals
/// that end a process by default, and crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP).
///
/// What to undo (the saved termios settings and the escape sequence that shows the cursor and
/// leaves the alternate screen) is kept in memory allocated once, so the signal handler only
/// reads it and calls async-signal-safe functions (`write`, `tcsetattr`, `sigaction`,
/// `raise`). After restoring, a handler reinstates the signal's previous action and raises the
/// signal again, so the process ends as it would have without us (the shell sees the signal)
/// and crash reporters still run.
///
/// SIGINT, SIGTERM and SIGHUP are first handed to the program as events, through the reader's
/// wake pipe, so it can close its alerts in order and say what happened; a second one ends the
/// process at once. SIGWINCH is handed over the same way. So is SIGTSTP (Ctrl-Z, `kill -TSTP`):
/// the session then gives the terminal back and stops the process with ``stopProcess()``, on
/// the main actor, where no frame is being written; the handler itself only writes one byte.
/// SIGCONT too, whether the process was stopped that way or by SIGSTOP: the session then takes
/// the terminal again if its process group is in the foreground (`fg`), and leaves it alone
/// in the background (`bg`).
///
/// In line mode only SIGINT, SIGTERM, SIGHUP and SIGWINCH are handed over: there is nothing
/// to restore, and the default actions of the others stop or end the process as they should.
enum TerminalRestoration {
    private struct State {
        var isActive = false
        var inputDescriptor: Int32 = -1
        var outputDescriptor: Int32 = -1
        var restoresAttributes = false
        var savedAttributes = termios()
        var sequence: UnsafeMutablePointer<UInt8>?
        var sequenceCount = 0
        var wakeDescriptor: Int32 = -1
        var interruptsReceived = 0
    }

    /// Bytes written to the wake pipe.
    enum WakeReason: UInt8 {
        case resized = 0x77
        case interrupted = 0x69
        case terminated = 0x74
        case hungUp = 0x68
        case suspend = 0x7A
        case continued = 0x63
        case stop = 0x71
        /// The program took events, and the reader, which had found no room, may read again.
        case roomToRead = 0x72
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCapacity)
        pointer.initialize(repeating: sigaction(), count: signalCapacity)
        return pointer
    }()

    nonisolated(unsafe) private static var installedSignals: [Int32] = []
    nonisolated(unsafe) private static var registeredExitHandler = false

    private static let signalCapacity = 65
    /// Signals whose default action ends the process: a broken pipe (`alerts-demo | head -1`),
    /// `kill`, a hang-up, timers and resource limits.
    private static let terminationSignals = [SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ]
    private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    private static let handler: @convention(c) (Int32) -> Void = { signal in
        TerminalRestoration.handle(signal)
    }

    /// Starts guarding the terminal: from now on every way out restores it.
    ///
    /// - Parameters:
    ///   - input: The terminal whose settings are restored.
    ///   - output: Where the restoring sequence is written.
    ///   - attributes: The settings to restore, or `nil` to leave them.
    ///   - sequence: Escape sequences that undo modes the program turned on.
    ///   - wakeDescriptor: The write end of the reader's wake pipe.
    @MainActor
    static func activate(input: Int32, output: Int32, attributes: termios?, sequence: String, wakeDescriptor: Int32) {
        let bytes = Array(sequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        state.pointee.isActive = false
        state.pointee.sequence?.deallocate()
        state.pointee.sequence = buffer
        state.pointee.sequenceCount = bytes.count
        state.pointee.inputDescriptor = input
        state.pointee.outputDescriptor = output
        state.pointee.restoresAttributes = attributes != nil
        state.pointee.savedAttributes = attributes ?? termios()
        state.pointee.wakeDescriptor = wakeDescriptor
        state.pointee.interruptsReceived = 0
        state.pointee.isActive = true
        if !registeredExitHandler {
            registeredExitHandler = true
            atexit { TerminalRestoration.restore() }
        }
        var signals = [SIGINT, SIGWINCH, SIGTERM, SIGHUP]
        if attributes != nil || !bytes.isEmpty {
            // SIGTSTP and SIGCONT only where there is something to give back before stopping
            // and to take again after: line mode keeps the defaults, which stop and continue
            // the process as it is.
            signals += terminationSignals + crashSignals + [SIGTSTP, SIGCONT]
        }
        install(signals)
    }

    /// Restores the terminal and gives the signals back to their previous handlers.
    @MainActor
    static func deactivate() {
        restore()
        state.pointee.wakeDescriptor = -1
        for signal in installedSignals {
            sigaction(signal, previousActions + Int(signal), nil)
        }
        installedSignals = []
    }

    /// Restores the terminal, once. Async-signal-safe.
    static func restore() {
        guard state.pointee.isActive else { return }
        state.pointee.isActive = false
        if let sequence = state.pointee.sequence, state.pointee.sequenceCount > 0 {
            var offset = 0
            while offset < state.pointee.sequenceCount {
                let written = write(state.pointee.outputDescriptor, sequence + offset, state.pointee.sequenceCount - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    break
                }
                offset += written
            }
        }
        if state.pointee.restoresAttributes {
            _ = tcsetattr(state.pointee.inputDescriptor, TCSANOW, &state.pointee.savedAttributes)
        }
    }

    /// Stops guarding the terminal without writing to it: the process is in the background,
    /// where the terminal belongs to another program (the shell), and nothing may touch it.
    @MainActor
    static func standDown() {
        state.pointee.isActive = false
    }

    /// Guards the terminal again, once the session has taken it back.
    @MainActor
    static func resumeGuarding() {
        state.pointee.isActive = true
    }

    /// Whether the process group is the terminal's foreground group, the one that may change
    /// its settings and draw on it. `true` when it cannot be told (not a controlling terminal,
    /// or one that has gone away, where nothing written arrives anyway).
    static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group < 0 || group == getpgrp()
    }

    /// Stops the process as SIGTSTP's default action does, once the terminal has been given
    /// back; returns once it is continued (SIGCONT, as `fg` and `bg` send). The caller then
    /// takes the terminal again if it is in the foreground.
    ///
    /// The signal's default action is put back for the moment of the stop, so the process
    /// stops the way the shell expects. A process group with no shell to continue it (an
    /// orphaned one) is not stopped by the system: this then returns at once.
    ///
    /// - Returns: Whether the process was asked to stop: not when SIGTSTP is not guarded (it
    ///   was ignored when the session started).
    @MainActor
    static func stopProcess() -> Bool {
        guard installedSignals.contains(SIGTSTP) else { return false }
        var stopping = sigaction()
        #if canImport(Glibc)
        stopping.__sigaction_handler.sa_handler = SIG_DFL
        #else
        stopping.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&stopping.sa_mask)
        var ours = sigaction()
        sigaction(SIGTSTP, &stopping, &ours)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(SIGTSTP)
        // Continued.
        sigaction(SIGTSTP, &ours, nil)
        return true
    }

    private static func install(_ signals: [Int32]) {
        for signal in signals where !installedSignals.contains(signal) {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            if signal != SIGWINCH, isIgnored(current) { continue }
            previousActions[Int(signal)] = current
            var action = sigaction()
            setHandler(&action)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            if sigaction(signal, &action, nil) == 0 {
                installedSignals.append(signal)
            }
        }
    }

    private static func handle(_ signal: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let handsOver = state.pointee.wakeDescriptor >= 0 && state.pointee.interruptsReceived == 0
        switch signal {
        case SIGWINCH:
            wake(.resized)
        case SIGINT where handsOver, SIGTERM where handsOver, SIGHUP where handsOver:
            // The first request to end: the program ends in order. A second one ends it here.
            state.pointee.interruptsReceived = 1
            wake(signal == SIGINT ? .interrupted : signal == SIGTERM ? .terminated : .hungUp)
        case SIGTSTP where state.pointee.wakeDescriptor >= 0:
            // Only a byte here: the main actor gives the terminal back and stops the process.
            wake(.suspend)
        case SIGCONT:
            // The process goes on in any case; the main actor decides whether to take the
            // terminal again.
            wake(.continued)
        default:
            restore()
            sigaction(signal, previousActions + Int(signal), nil)
            raise(signal)
        }
    }

    private static func wake(_ reason: WakeReason) {
        let descriptor = state.pointee.wakeDescriptor
        guard descriptor >= 0 else { return }
        var byte = reason.rawValue
        _ = write(descriptor, &byte, 1)
    }

    private static func setHandler(_ action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let current = action.__sigaction_handler.sa_handler
        #else
        let current = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(current, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
