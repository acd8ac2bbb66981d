import Foundation

/// Why the demo's sync service fails: its server never answers.
struct SyncError: LocalizedError {
    let host: String

    var errorDescription: String? { "Sync failed" }
    var failureReason: String? { "The server \(host) did not answer." }
    var recoverySuggestion: String? { "Check your connection, then retry." }
}
