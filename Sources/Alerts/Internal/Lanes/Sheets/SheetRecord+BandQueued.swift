/// A sheet waits in the modal lane's queue as an alert does, by its priority.
extension SheetRecord: BandQueued {
    var queuePriority: Int { sheet.priority.rawValue }
    /// Whether a request is still pending on the sheet: a withdrawn sheet has none.
    var isPending: Bool { hasPendingRequests }
}
