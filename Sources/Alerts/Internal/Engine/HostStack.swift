/// The hosts attached to a center, and which of them shows what: the state the lanes share.
///
/// Only its own methods change them; the steps that attach, detach and retarget are
/// ``CenterState``'s (see `CenterState+Hosts.swift`).
@MainActor
struct HostStack {
    /// Attached hosts in attachment order; in each window, the last visible one is its topmost.
    private(set) var attached: [HostState] = []
    /// The topmost visible host of the window the person uses: where center requests, toasts
    /// and the loading indicator show. See ``update()``.
    private(set) var top: HostState?
    /// Whether the scene of any attached host is active (also with none attached).
    private(set) var isAnySceneActive = true
    /// Whether the attached hosts belong to more than one window.
    private(set) var hasSeveralWindows = false
    /// Counts hosts' activations (see ``HostState/activation``).
    private var lastActivation: UInt64 = 0
    private var lastHost: UInt64 = 0

    /// Makes a host, detached.
    mutating func make(settling: AlertHost.Settling, window: AlertWindowID) -> HostState {
        lastHost += 1
        return HostState(id: AlertHostID(rawValue: lastHost), settling: settling, window: window)
    }

    /// Attaches `host` on top of the others of its window, as the newest activated.
    mutating func attach(_ host: HostState) {
        activate(host)
        attached.append(host)
        update()
    }

    /// Counts `host` as the one that became active last.
    mutating func activate(_ host: HostState) {
        lastActivation += 1
        host.activation = lastActivation
    }

    /// Counts every host of `host`'s window as the ones that became active last: the person
    /// turned to that window.
    mutating func activateWindow(of host: HostState) {
        lastActivation += 1
        for other in attached where other.window == host.window {
            other.activation = lastActivation
        }
    }

    /// Removes `host`; returns whether it was attached.
    mutating func remove(_ host: HostState) -> Bool {
        guard let index = attached.firstIndex(where: { $0 === host }) else { return false }
        attached.remove(at: index)
        update()
        return true
    }

    /// Removes every host; returns them.
    mutating func removeAll() -> [HostState] {
        let removed = attached
        attached = []
        update()
        return removed
    }

    /// Works out ``top`` and ``isAnySceneActive`` after a change of the hosts, of their scenes
    /// or of their visibility: the window in use is that of the visible host that became
    /// active last among those whose scene is active, or among all visible ones when none is.
    /// Hidden hosts choose no window: a window whose hosts are all off screen (or a branch of
    /// one, such as another tab with a `.showAlertView()` of its own) shows nothing.
    mutating func update() {
        var inUse: HostState?
        var newestActive: HostState?
        var isAnyActive = false
        let firstWindow = attached.first?.window
        hasSeveralWindows = false
        for host in attached {
            if host.window != firstWindow { hasSeveralWindows = true }
            if host.isSceneActive { isAnyActive = true }
            guard host.isVisible else { continue }
            if inUse == nil || host.activation > inUse!.activation { inUse = host }
            if host.isSceneActive, newestActive == nil || host.activation > newestActive!.activation { newestActive = host }
        }
        isAnySceneActive = attached.isEmpty || isAnyActive
        guard let window = (newestActive ?? inUse)?.window else {
            top = nil
            return
        }
        top = topHost(in: window)
    }

    /// The topmost host of `window` that can show anything now.
    func topHost(in window: AlertWindowID) -> HostState? {
        attached.last { $0.window == window && $0.isVisible }
    }

    /// Where an item requested through `owner` shows: on the topmost visible host of that
    /// host's window, `nil` while that window has none; an item requested on the center, on
    /// ``top``.
    func ownTarget(forOwner owner: AlertHostID?, top: HostState) -> HostState? {
        guard let owner, top.id != owner,
            let ownerHost = attached.first(where: { $0.id == owner }), ownerHost.window != top.window
        else { return top }
        return topHost(in: ownerHost.window)
    }

    /// Where an item requested through `owner` shows: in that host's window, on its topmost
    /// host; an item requested on the center, on ``top``.
    func target(forOwner owner: AlertHostID?, top: HostState) -> HostState {
        ownTarget(forOwner: owner, top: top) ?? top
    }
}
