/// One loading operation begun with ``AlertCenter/beginLoading(_:progress:blocksInteraction:onCancel:)``,
/// for work that is not one scope: update its message and progress, and end it.
///
/// ```swift
/// let loading = center.beginLoading("Uploading…")
/// uploader.onProgress = { loading.update(progress: $0) }
/// uploader.onFinish = { loading.end(showing: ToastData(title: "Uploaded", style: .success)) }
/// ```
///
/// A handle that no one holds any more ends its operation, so the indicator never stays up
/// for work that was forgotten.
@MainActor
public final class LoadingHandle: Identifiable {
    /// The operation's identity, numbered with the center's requests.
    public nonisolated let id: AlertRequestID
    private(set) var record: LoadingRecord
    private weak var center: AlertCenter?

    init(record: LoadingRecord, center: AlertCenter) {
        id = record.id
        self.record = record
        self.center = center
    }

    deinit {
        // The center holds the record of every running operation: a handle that holds the
        // only reference has ended, and spends no task.
        guard !isKnownUniquelyReferenced(&record) else { return }
        Task { @MainActor [center, record] in
            center?.endLoading(record, succeeded: false, replacedBy: nil)
        }
    }

    /// Whether the operation has not ended. `false` from the moment its center goes away,
    /// which ends it (the center's record of it ends on the main actor just after).
    public var isRunning: Bool { center != nil && record.isRunning }

    /// What the operation is doing, as the indicator shows it while this is the newest one.
    public var message: String { record.message }

    /// The operation's progress from 0 to 1, or `nil` for none.
    public var progress: Double? { record.progress }

    /// Changes the message. Does nothing once the operation has ended.
    public func update(message: String) {
        center?.updateLoading(record, message: message, progress: nil)
    }

    /// Reports progress from 0 to 1: values outside are held to it, and a value that is not a
    /// number, like `nil`, means no progress is known. Does nothing once the operation has ended.
    public func update(progress: Double?) {
        center?.updateLoading(record, message: nil, progress: .some(progress))
    }

    /// Ends the operation; the indicator leaves once no operation runs and it has shown for its
    /// minimum time. Does nothing once the operation has ended.
    ///
    /// - Parameter succeeded: Whether the work succeeded, for the event stream.
    public func end(succeeded: Bool = true) {
        center?.endLoading(record, succeeded: succeeded, replacedBy: nil)
    }

    /// Ends the operation and shows `toast`, such as "Saved" or "Upload failed", which takes
    /// the indicator's place at once when this was the last operation running and the toast
    /// appears at once; a toast that does not (invalid, a full queue, waiting behind visible
    /// toasts) leaves the indicator its minimum time. Does nothing once the operation has
    /// ended: an operation ends once, with at most one toast.
    ///
    /// - Returns: The toast's request; `nil` on a center that went away or for an operation
    ///   that had ended.
    @discardableResult
    public func end(succeeded: Bool = true, showing toast: ToastData) -> ToastHandle? {
        center?.endLoading(record, succeeded: succeeded, replacedBy: toast)
    }
}
