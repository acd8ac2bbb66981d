internal import MemoryPrefetch

/// The waiting alerts, shown in order of priority, then arrival.
///
/// Alerts wait in bands, one per priority, each a ring of its alerts in arrival order; an
/// alert that was visible and comes back (interrupted or moved) goes to the front of its band,
/// ahead of every later arrival. The bands holding alerts form a binary heap by priority. So
/// requesting and showing an alert cost O(1) while alerts share a few priorities, as they do
/// in apps, and O(log b) with b priorities waiting. Each band holds its leads unmanaged, with
/// one retain owned by the queue, so that moving them costs no reference counting.
///
/// Withdrawn alerts are removed lazily: they stay in their band, marked ended, until they reach
/// the front or a compaction drops them (once they outnumber the waiting ones), so withdrawing
/// costs amortized O(1) and a withdrawn alert's actions are released soon.
///
/// Only the steps that read a request are main-actor isolated; the rest is not, so that its
/// closures carry no runtime isolation check.
struct AlertQueue: ~Copyable {
    private struct Band {
        let priority: Int
        var leads = LeadRing()
        /// Whether the band is in ``AlertQueue/order``: from when a lead is added to it until a
        /// pop finds it empty on top, so that a band emptied and refilled, as one alert after
        /// another is, stays in place. A pop that empties a band takes it out at once when the
        /// order already holds more bands than are kept idle.
        var isOrdered = false
    }

    /// Every band made since the queue was last pruned; a band's index never changes until then.
    private var bands: [Band] = []
    private var bandIndexByPriority: [Int: Int] = [:]
    /// The band requested last, checked before the dictionary: most requests share a priority.
    private var lastBandIndex = 0
    /// The indices of the bands holding leads (and of some emptied since), as a binary heap
    /// with the highest priority first.
    private var order: [Int] = []
    /// Alerts that still wait (phase `.queued`).
    private var count = 0
    /// Leads held, waiting or withdrawn.
    private var heldCount = 0

    /// Empty bands kept for their priority's next request; beyond this, and beyond four times
    /// the bands in use, the empty ones are dropped.
    private static let keptIdleBands = 32
    /// How far behind the front of its band a lead is prefetched.
    private static let prefetchDistance = 2

    init() {}

    deinit {
        for band in bands {
            for lead in band.leads.elements {
                lead.release()
            }
        }
    }

    /// Adds a new alert, by its lead, behind the others of its priority.
    @MainActor
    mutating func push(_ lead: AlertHandle) {
        let index = bandIndex(for: lead.alert.priority.rawValue)
        bands[index].leads.append(.passRetained(lead))
        didAdd(lead, toBand: index)
    }

    /// Puts an alert that was visible back, ahead of every other of its priority.
    @MainActor
    mutating func requeue(_ lead: AlertHandle) {
        let index = bandIndex(for: lead.alert.priority.rawValue)
        bands[index].leads.prepend(.passRetained(lead))
        didAdd(lead, toBand: index)
    }

    /// Removes and returns the first waiting alert's lead.
    ///
    /// Withdrawn leads met on the way go to `discarded`, for the caller to release once its own
    /// state is whole again: releasing one may free an action whose captured objects call back
    /// into the center.
    @MainActor
    mutating func popFirst(discarding discarded: inout [AlertHandle]) -> AlertHandle? {
        while heldCount > 0, let top = order.first {
            guard let slot = bands[top].leads.popFirst() else {
                removeFirstBand()
                continue
            }
            heldCount -= 1
            if bands[top].leads.isEmpty, order.count > Self.keptIdleBands {
                removeFirstBand()
            }
            let lead = slot.takeRetainedValue()
            if lead.phase == .queued {
                count -= 1
                prefetchAhead()
                return lead
            }
            discarded.append(lead)
        }
        return nil
    }

    /// Notes that a waiting alert was withdrawn (its phase already set to `.ended`). A
    /// compaction hands the withdrawn leads it drops to `discarded`, as ``popFirst(discarding:)``
    /// does.
    @MainActor
    mutating func didWithdraw(discarding discarded: inout [AlertHandle]) {
        count -= 1
        guard heldCount > 2 * count else { return }
        for index in order {
            let withdrawn = bands[index].leads.removeAll { $0.takeUnretainedValue().phase != .queued }
            discarded += withdrawn.map { $0.takeRetainedValue() }
        }
        heldCount = count
        let ordered = order
        order = []
        for index in ordered {
            bands[index].isOrdered = false
            if !bands[index].leads.isEmpty {
                insertIntoOrder(index)
            }
        }
        pruneIdleBands()
    }


    /// The waiting alerts' leads in the order they will be shown.
    @MainActor
    var ordered: [AlertHandle] {
        order.sorted { bands[$0].priority > bands[$1].priority }.flatMap { waitingLeads(inBand: $0) }
    }

    /// The waiting alerts' leads in no particular order.
    @MainActor
    var unordered: [AlertHandle] {
        order.flatMap { waitingLeads(inBand: $0) }
    }

    @MainActor
    private func waitingLeads(inBand index: Int) -> [AlertHandle] {
        bands[index].leads.elements.map { $0.takeUnretainedValue() }.filter { $0.phase == .queued }
    }

    @MainActor
    private mutating func didAdd(_ lead: AlertHandle, toBand index: Int) {
        lead.phase = .queued
        count += 1
        heldCount += 1
        if !bands[index].isOrdered {
            insertIntoOrder(index)
        }
    }

    /// Starts loading what the next alerts need while the current one is shown and answered,
    /// since loading from memory takes longer than showing one alert: the requests that joined
    /// the next alert, which its answer ends, and the alert a few places ahead. Past the caches
    /// (a burst of tens of thousands), this is what keeps a request's cost near that of a short
    /// queue.
    @MainActor
    private func prefetchAhead() {
        guard let top = order.first, let next = bands[top].leads.first else { return }
        for joined in next.takeUnretainedValue().joinedRequests {
            memory_prefetch_for_write(Unmanaged.passUnretained(joined).toOpaque())
        }
        guard let ahead = bands[top].leads.lead(at: Self.prefetchDistance) else { return }
        // The lines a request's life reads: its books, its outcome and its alert's hot fields.
        let address = UnsafeRawPointer(ahead.toOpaque())
        memory_prefetch_for_write(address)
        memory_prefetch_for_write(address + 64)
        memory_prefetch_for_write(address + 128)
    }

    // MARK: - Bands

    /// The index of the band for `priority`, made if there is none.
    private mutating func bandIndex(for priority: Int) -> Int {
        if lastBandIndex < bands.count, bands[lastBandIndex].priority == priority {
            return lastBandIndex
        }
        let index: Int
        if let existing = bandIndexByPriority[priority] {
            index = existing
        } else {
            index = bands.count
            bands.append(Band(priority: priority))
            bandIndexByPriority[priority] = index
        }
        lastBandIndex = index
        return index
    }

    /// Drops the empty bands once they are many and most of all bands, so that a queue that saw
    /// many priorities does not keep a band for each.
    private mutating func pruneIdleBands() {
        guard bands.count > Self.keptIdleBands, bands.count > 4 * order.count else { return }
        var kept: [Band] = []
        var indexByPriority: [Int: Int] = [:]
        for (position, index) in order.enumerated() {
            kept.append(bands[index])
            indexByPriority[bands[index].priority] = position
            order[position] = position
        }
        bands = kept
        bandIndexByPriority = indexByPriority
        lastBandIndex = 0
    }

    // MARK: - The order of bands

    private mutating func insertIntoOrder(_ index: Int) {
        bands[index].isOrdered = true
        order.append(index)
        var child = order.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard bands[index].priority > bands[order[parent]].priority else { break }
            order[child] = order[parent]
            child = parent
        }
        order[child] = index
    }

    /// Removes the first band from the order once it holds no lead.
    private mutating func removeFirstBand() {
        bands[order[0]].isOrdered = false
        let last = order.removeLast()
        if !order.isEmpty {
            order[0] = last
            var parent = 0
            let priority = bands[last].priority
            while true {
                let left = 2 * parent + 1
                guard left < order.count else { break }
                let right = left + 1
                let first = right < order.count && bands[order[right]].priority > bands[order[left]].priority ? right : left
                guard bands[order[first]].priority > priority else { break }
                order[parent] = order[first]
                parent = first
            }
            order[parent] = last
        }
        pruneIdleBands()
    }
}
