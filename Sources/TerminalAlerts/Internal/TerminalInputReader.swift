import Foundation

/// Reads a terminal or pipe on a thread of its own, so reads may block, and hands what it
/// reads to the main actor as ``TerminalEvent``s, in order.
///
/// It waits with `poll` on the input and on a wake pipe: signal handlers write to the pipe
/// (resize, interrupt, termination, suspend) and ``TerminalSession/end()`` writes "stop".
/// Ctrl-Z, read as a key in raw mode, suspends the way it does with the terminal's own signal
/// keys: SIGTSTP to the process group. After an escape byte it
/// waits ``TerminalKeyDecoder/escapeTimeoutMilliseconds`` for the rest of a sequence, then
/// takes Esc; a paste ends after ``TerminalKeyDecoder/pasteTimeoutMilliseconds`` without bytes.
/// It reads ahead within the bound of its ``TerminalEventQueue``: input that comes faster than
/// the program takes it waits in the pipe or the terminal. While the queue is full it leaves
/// the input alone but still waits on the wake pipe, so a signal is handed over at once; the
/// queue wakes it through the pipe once the program has taken events.
enum TerminalInputReader {
    /// Starts the thread.
    ///
    /// - Parameters:
    ///   - input: What to read.
    ///   - sizeDescriptor: The terminal whose size a resize reports.
    ///   - decodesKeys: Raw keys (full screen) or lines (line mode).
    ///   - wakeDescriptor: The read end of the wake pipe; the thread closes it when it stops.
    ///   - continuation: Where the events go.
    ///   - linesRead: Counts each line as it is read, before it is handed on.
    ///   - onSuspend: Called when SIGTSTP arrived, to give the terminal back and stop.
    ///   - onContinue: Called when SIGCONT arrived, to take the terminal again.
    static func start(
        input: Int32,
        sizeDescriptor: Int32,
        decodesKeys: Bool,
        wakeDescriptor: Int32,
        continuation: TerminalEventQueue,
        linesRead: LineReadCount,
        onSuspend: @escaping @Sendable () -> Void,
        onContinue: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            run(
                input: input,
                sizeDescriptor: sizeDescriptor,
                decodesKeys: decodesKeys,
                wakeDescriptor: wakeDescriptor,
                continuation: continuation,
                linesRead: linesRead,
                onSuspend: onSuspend,
                onContinue: onContinue
            )
            close(wakeDescriptor)
            continuation.finish()
        }
        thread.name = "TerminalInputReader"
        thread.start()
    }

    /// Whether the terminal `input` belongs to another process group's job (the shell's, or
    /// another's in the foreground). An error counts as the foreground, as for a pipe.
    private static func isInBackground(_ input: Int32) -> Bool {
        let foreground = tcgetpgrp(input)
        return foreground > 0 && foreground != getpgrp()
    }

    private static func run(
        input: Int32,
        sizeDescriptor: Int32,
        decodesKeys: Bool,
        wakeDescriptor: Int32,
        continuation: TerminalEventQueue,
        linesRead: LineReadCount,
        onSuspend: @Sendable () -> Void,
        onContinue: @Sendable () -> Void
    ) {
        var decoder = TerminalKeyDecoder()
        var lines = LineAccumulator()
        var inputIsOpen = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        // In full screen, a job in the background leaves the terminal alone, reads included: a
        // read would stop it (SIGTTIN) and, resumed by `fg`, finish in the shell's line mode
        // before the program could take the terminal back. It waits for the wake pipe instead;
        // SIGCONT wakes it, and it reads again once its job is in the foreground.
        let watchesForeground = decodesKeys && isatty(input) != 0
        while true {
            // Reads no further ahead than the program takes events, and nothing once the queue
            // is finished. It stops only at the session's "stop" or when the wake pipe closes:
            // the session writes "stop" after finishing the queue, and a write to a pipe whose
            // reader is gone would raise SIGPIPE.
            let reads =
                inputIsOpen && !continuation.isFinished && !(watchesForeground && isInBackground(input)) && continuation.hasRoom()
            descriptors[0].fd = reads ? input : -1
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let ready = poll(&descriptors, 2, decoder.timeoutMilliseconds ?? -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            }
            if descriptors[1].revents != 0 {
                let count = read(wakeDescriptor, &buffer, buffer.count)
                if count == 0 { return }
                for byte in buffer.prefix(max(0, count)) {
                    switch TerminalRestoration.WakeReason(rawValue: byte) {
                    case .resized:
                        if let size = TerminalSize.of(descriptor: sizeDescriptor) {
                            continuation.yield(.resized(size))
                        }
                    case .interrupted:
                        continuation.yield(.interrupted)
                    case .terminated:
                        continuation.yield(.terminated(signal: SIGTERM))
                    case .hungUp:
                        continuation.yield(.terminated(signal: SIGHUP))
                    case .suspend:
                        onSuspend()
                    case .continued:
                        onContinue()
                    case .stop:
                        return
                    case .roomToRead, nil:
                        break
                    }
                }
            }
            guard reads, descriptors[0].revents != 0 else { continue }
            let count = read(input, &buffer, buffer.count)
            if count > 0 {
                let bytes = buffer.prefix(count)
                if decodesKeys {
                    var suspends = false
                    for key in decoder.feed(bytes) {
                        if key == .control("z") {
                            suspends = true
                        } else {
                            continuation.yield(.key(key))
                        }
                    }
                    if suspends {
                        // ISIG is off in raw mode, so the terminal sends Ctrl-Z as a byte; do
                        // what it would have done, once for the Ctrl-Zs of one read: two
                        // signals sent one after the other need not merge, and a second one
                        // would stop the program again as soon as it continues.
                        kill(0, SIGTSTP)
                    }
                } else {
                    for line in lines.append(bytes) {
                        linesRead.increment()
                        continuation.yield(.line(line))
                    }
                }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                if let last = lines.finish() {
                    linesRead.increment()
                    continuation.yield(.line(last))
                }
                continuation.yield(.endOfInput)
                inputIsOpen = false
            }
        }
    }
}
