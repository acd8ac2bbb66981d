import Foundation

/// Why the demo's sync service fails: its server never answers.
struct SyncError: LocalizedError {
    let host: String

    var errorDescription: String? { DemoStrings["Sync failed"] }
    var failureReason: String? { DemoStrings.format("The server %@ did not answer.", host) }
    var recoverySuggestion: String? { DemoStrings["Check your connection, then retry."] }
}
