// The standard library's own gated API, audited through the toolchain's module interfaces.
// Every line marked `reported` must be reported at that line. Parsed by the audit, never compiled.

func settle() async throws {
    try await Task.sleep(nanoseconds: 350_000_000)
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        try await Task.sleep(for: .milliseconds(350))
    }
}

struct Timeout {
    var limit: Duration  // reported: Duration is iOS 16
}
