import Foundation

/// Standard output or standard error, written with `write(2)` so that a write that fails ends
/// with its error instead of trapping: a closed descriptor (`>&-`), a full disk
/// (`>/dev/full`), a reader gone (`| head` with SIGPIPE ignored), a terminal that went away.
enum StandardStream {
    case output
    case error

    /// How the demo ends when standard output cannot be written: `EX_IOERR` of sysexits.
    static let failureStatus: Int32 = 74

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`.
    ///
    /// - Returns: The error that stopped the write (an `errno` value), or `nil` once it is all
    ///   written.
    @discardableResult
    func write(_ text: String) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            guard written > 0 else { return EIO }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// Opens `/dev/null` on standard input, output and error where they are closed
    /// (`alerts-demo <&- >&-`), before anything else can be given their numbers and be taken
    /// for them: closed input reads as empty, as `</dev/null` does; closed output stays
    /// unwritable (opened for reading only), so that writing the log still fails and says so.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDERR_FILENO ? O_WRONLY : O_RDONLY)
            guard null >= 0 else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// The system's words for an error number, such as “No space left on device”.
    static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
