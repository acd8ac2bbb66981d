/// An alert waits in the modal lane's queue by its record, as a sheet does.
extension AlertRecord: BandQueued {
    /// Whether a request is still pending on the alert: a withdrawn alert has none.
    var isPending: Bool { !hasNoPendingRequests }
}
