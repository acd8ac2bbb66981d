/// One loading operation: a `withLoading` scope or a begun ``LoadingHandle``.
@MainActor
final class LoadingRecord {
    let id: AlertRequestID
    var message: String
    var progress: Double?
    let blocksInteraction: Bool
    /// What the Cancel button runs, while the operation runs and Cancel was not tapped.
    var cancel: (@MainActor () -> Void)?
    private(set) var isRunning = true

    init(id: AlertRequestID, message: String, progress: Double?, blocksInteraction: Bool, cancel: (@MainActor () -> Void)?) {
        self.id = id
        self.message = message
        self.progress = Self.clamped(progress)
        self.blocksInteraction = blocksInteraction
        self.cancel = cancel
    }

    /// Marks it ended and returns the cancel action it no longer holds.
    func end() -> (@MainActor () -> Void)? {
        isRunning = false
        let released = cancel
        cancel = nil
        return released
    }

    /// A progress held between 0 and 1; not a number means none.
    static func clamped(_ progress: Double?) -> Double? {
        guard let progress, !progress.isNaN else { return nil }
        return min(max(progress, 0), 1)
    }
}
