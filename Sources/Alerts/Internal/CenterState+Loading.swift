/// The loading indicator: steps that begin, update and end operations, and show the one
/// indicator they share after a grace time, for at least a minimum time.
extension CenterState {
    /// Begins an operation. On a closed center the operation is ended at once and shows nothing.
    mutating func beginLoading(message: String, progress: Double?, blocksInteraction: Bool, cancel: (@MainActor () -> Void)?) -> LoadingRecord {
        lastRequest += 1
        let record = LoadingRecord(
            id: AlertRequestID(rawValue: lastRequest), message: message, progress: progress, blocksInteraction: blocksInteraction, cancel: cancel)
        guard !isClosed else {
            if let released = record.end() { release(released) }
            return record
        }
        loadingOperations.append(record)
        runningLoadingCount += 1
        if blocksInteraction { blockingLoadingCount += 1 }
        emit(.loading(.began), request: record.id, title: message)
        switch loadingPhase {
        case .idle:
            let grace = configuration.loadingGraceTime
            if grace <= .zero {
                showLoading()
            } else {
                loadingPhase = .waitingForGrace
                loadingTimer = scheduleTimer(after: grace) { [link] in
                    link.center?.loadingTimerFired()
                }
            }
        case .waitingForGrace:
            break
        case .shown:
            publishLoading()
        case .holding(let since):
            loadingTimer?.cancel()
            loadingTimer = nil
            loadingPhase = .shown(since: since)
            publishLoading()
        }
        return record
    }

    mutating func updateLoading(_ record: LoadingRecord, message: String?, progress: Double??) {
        guard record.isRunning else { return }
        if let message { record.message = message }
        if let progress { record.progress = LoadingRecord.clamped(progress) }
        if record === newestLoadingOperation { publishLoading() }
    }

    /// Ends an operation and requests `toast`, if any. When this was the last operation, a
    /// toast that appears at once (shown, or updating a visible toast with its key) takes the
    /// indicator's place at once; otherwise (the toast is invalid, the toast queue is full, it
    /// waits behind visible toasts, no host shows it) the indicator stays for its minimum time,
    /// so that it never flickers with nothing in its place. Does nothing for an operation that
    /// has ended.
    ///
    /// - Returns: The toast's request, or `nil` without `toast` or for an ended operation.
    mutating func endLoading(_ record: LoadingRecord, succeeded: Bool, replacedBy toast: ToastData?) -> ToastHandle? {
        guard record.isRunning else { return nil }
        if let released = record.end() { release(released) }
        runningLoadingCount -= 1
        if record.blocksInteraction { blockingLoadingCount -= 1 }
        dropEndedLoadingOperations()
        emit(.loading(.ended(succeeded: succeeded)), request: record.id, title: record.message)
        let replacement = toast.map { requestToast($0, owner: nil, withdrawn: false) }
        guard runningLoadingCount == 0 else {
            publishLoading()
            return replacement
        }
        let toastAppeared = replacement.map(isShowingToastRequest) ?? false
        switch loadingPhase {
        case .idle, .holding:
            break
        case .waitingForGrace:
            loadingTimer?.cancel()
            loadingTimer = nil
            loadingPhase = .idle
        case .shown(let since):
            let minimum = max(configuration.loadingMinimumShowTime, .zero)
            let shownFor = clock.now - since
            if toastAppeared || shownFor >= minimum {
                hideLoading(lastOperation: record.id, title: record.message)
            } else {
                loadingPhase = .holding(since: since)
                loadingTimer = scheduleTimer(after: minimum - shownFor) { [link] in
                    link.center?.loadingTimerFired()
                }
                lastHiddenOperation = (record.id, record.message)
                publishLoading()
            }
        }
        return replacement
    }

    /// The person tapped Cancel for `operation`: its cancel action runs after this step.
    mutating func cancelLoading(_ operation: AlertRequestID, on host: HostState) -> Bool {
        guard topHost === host, case .shown = loadingPhase, let newest = newestLoadingOperation,
            newest.id == operation, let cancel = newest.cancel
        else { return false }
        newest.cancel = nil
        emit(.loading(.cancelRequested), request: newest.id, title: newest.message)
        effects.append(.action({ _ in cancel() }, textValues: []))
        release(cancel)
        publishLoading()
        return true
    }

    mutating func loadingTimerFired() {
        loadingTimer = nil
        switch loadingPhase {
        case .waitingForGrace:
            showLoading()
        case .holding:
            let last = lastHiddenOperation
            hideLoading(lastOperation: last?.id ?? AlertRequestID(rawValue: 0), title: last?.message ?? "")
        case .idle, .shown:
            break
        }
    }

    private mutating func showLoading() {
        guard let newest = newestLoadingOperation else { return }
        loadingPhase = .shown(since: clock.now)
        emit(.loading(.indicatorShown), request: newest.id, title: newest.message)
        publishLoading()
    }

    private mutating func hideLoading(lastOperation: AlertRequestID, title: String) {
        loadingTimer?.cancel()
        loadingTimer = nil
        loadingPhase = .idle
        lastHiddenOperation = nil
        emit(.loading(.indicatorHidden), request: lastOperation, title: title)
        publishLoading()
    }

    /// The newest operation still running.
    var newestLoadingOperation: LoadingRecord? {
        loadingOperations.last
    }

    /// Drops ended operations from the end (so that the last is the newest running), and from
    /// elsewhere once they outnumber the running ones.
    private mutating func dropEndedLoadingOperations() {
        while let last = loadingOperations.last, !last.isRunning {
            loadingOperations.removeLast()
        }
        if loadingOperations.count > 16, loadingOperations.count > 2 * runningLoadingCount {
            loadingOperations.removeAll { !$0.isRunning }
        }
    }

    /// The indicator as the topmost host must show it, or `nil`.
    var loadingPresentation: LoadingPresentation? {
        let since: AlertDuration
        switch loadingPhase {
        case .idle, .waitingForGrace: return nil
        case .shown(let shownSince), .holding(let shownSince): since = shownSince
        }
        guard let newest = newestLoadingOperation else {
            return LoadingPresentation(
                operation: lastHiddenOperation?.id ?? AlertRequestID(rawValue: 0),
                message: lastHiddenOperation?.message ?? "",
                progress: nil,
                operationCount: 0,
                isCancellable: false,
                blocksInteraction: false,
                shownSince: since
            )
        }
        return LoadingPresentation(
            operation: newest.id,
            message: newest.message,
            progress: newest.progress,
            operationCount: runningLoadingCount,
            isCancellable: newest.cancel != nil,
            blocksInteraction: blockingLoadingCount > 0,
            shownSince: since
        )
    }

    /// Hands the indicator to the topmost host.
    func publishLoading() {
        guard let top = topHost else { return }
        top.loading.set(loadingPresentation)
    }

    /// Takes the indicator down for good: operations still running end, unsucceeded, and a
    /// visible indicator leaves, each reported as when it happens otherwise, so that every
    /// `began` has its `ended` and every `indicatorShown` its `indicatorHidden`.
    mutating func closeLoading() {
        loadingTimer?.cancel()
        loadingTimer = nil
        let wasShown: Bool
        switch loadingPhase {
        case .idle, .waitingForGrace: wasShown = false
        case .shown, .holding: wasShown = true
        }
        var lastEnded = lastHiddenOperation
        for record in loadingOperations where record.isRunning {
            if let released = record.end() { release(released) }
            emit(.loading(.ended(succeeded: false)), request: record.id, title: record.message)
            lastEnded = (record.id, record.message)
        }
        loadingPhase = .idle
        lastHiddenOperation = nil
        if wasShown {
            emit(.loading(.indicatorHidden), request: lastEnded?.id ?? AlertRequestID(rawValue: 0), title: lastEnded?.message ?? "")
        }
        loadingOperations = []
        runningLoadingCount = 0
        blockingLoadingCount = 0
    }
}
