/// An alert waits in the modal lane's queue by its lead request.
extension AlertHandle: BandQueued {
    var queuePriority: Int { alert.priority.rawValue }
}
