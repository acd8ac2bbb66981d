/// The loading lane's steps: begin, update and end operations, and show the one indicator they
/// share after a grace time, for at least a minimum time.
extension CenterState {
    /// Begins an operation. On a closed center the operation is ended at once and shows nothing.
    mutating func beginLoading(message: String, progress: Double?, blocksInteraction: Bool, cancel: (@MainActor () -> Void)?) -> LoadingRecord {
        let record = LoadingRecord(id: nextRequestID(), message: message, progress: progress, blocksInteraction: blocksInteraction, cancel: cancel)
        guard !isClosed else {
            if let released = record.end() { release(released) }
            return record
        }
        loading.begin(record)
        emit(.loading(.began), request: record.id, title: message)
        switch loading.phase {
        case .idle:
            let grace = configuration.loadingGraceTime
            if grace <= .zero {
                showLoading()
            } else {
                loading.move(to: .waitingForGrace(timer: loadingTimer(after: grace)))
            }
        case .waitingForGrace, .closed:
            break
        case .shown:
            publishLoading()
        case .holding(let since, _, _):
            loading.move(to: .shown(since: since))
            publishLoading()
        }
        return record
    }

    mutating func updateLoading(_ record: LoadingRecord, message: String?, progress: Double??) {
        guard record.isRunning else { return }
        if let message { record.message = message }
        if let progress { record.progress = LoadingRecord.clamped(progress) }
        if record === loading.newest { publishLoading() }
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
        if let released = loading.end(record) { release(released) }
        emit(.loading(.ended(succeeded: succeeded)), request: record.id, title: record.message)
        let replacement = toast.map { requestToast($0, owner: nil, withdrawn: false) }
        guard loading.runningCount == 0 else {
            publishLoading()
            return replacement
        }
        let toastAppeared = replacement.map(isShowingToastRequest) ?? false
        switch loading.phase {
        case .idle, .holding, .closed:
            break
        case .waitingForGrace:
            loading.move(to: .idle)
        case .shown(let since):
            let minimum = max(configuration.loadingMinimumShowTime, .zero)
            let shownFor = clock.now - since
            if toastAppeared || shownFor >= minimum {
                hideLoading(lastOperation: record.id, title: record.message)
            } else {
                let timer = loadingTimer(after: minimum - shownFor)
                loading.move(to: .holding(since: since, timer: timer, lastOperation: (record.id, record.message)))
                publishLoading()
            }
        }
        return replacement
    }

    /// The person tapped Cancel for `operation`: its cancel action runs after this step.
    mutating func cancelLoading(_ operation: AlertRequestID, on host: HostState) -> Bool {
        guard topHost === host, case .shown = loading.phase, let newest = loading.newest,
            newest.id == operation, let cancel = newest.cancel
        else { return false }
        newest.cancel = nil
        emit(.loading(.cancelRequested), request: newest.id, title: newest.message)
        effects.append(.action({ _ in cancel() }, textValues: []))
        release(cancel)
        publishLoading()
        return true
    }

    private func loadingTimer(after delay: AlertDuration) -> any AlertTimer {
        scheduleTimer(after: delay) { [link] in
            link.center?.loadingTimerFired()
        }
    }

    mutating func loadingTimerFired() {
        switch loading.phase {
        case .waitingForGrace:
            showLoading()
        case .holding(_, _, let last):
            hideLoading(lastOperation: last.id, title: last.message)
        case .idle, .shown, .closed:
            break
        }
    }

    private mutating func showLoading() {
        guard let newest = loading.newest else { return }
        loading.move(to: .shown(since: clock.now))
        emit(.loading(.indicatorShown), request: newest.id, title: newest.message)
        publishLoading()
    }

    private mutating func hideLoading(lastOperation: AlertRequestID, title: String) {
        loading.move(to: .idle)
        emit(.loading(.indicatorHidden), request: lastOperation, title: title)
        publishLoading()
    }

    /// The indicator as the topmost host must show it, or `nil`.
    var loadingPresentation: LoadingPresentation? {
        guard let since = loading.phase.shownSince else { return nil }
        guard let newest = loading.newest else {
            var last: (id: AlertRequestID, message: String)?
            if case .holding(_, _, let lastOperation) = loading.phase { last = lastOperation }
            return LoadingPresentation(
                operation: last?.id ?? AlertRequestID(rawValue: 0),
                message: last?.message ?? "",
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
            operationCount: loading.runningCount,
            isCancellable: newest.cancel != nil,
            blocksInteraction: loading.blockingCount > 0,
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
        let (running, wasShown, lastHidden) = loading.close()
        var lastEnded = lastHidden
        for record in running {
            if let released = record.end() { release(released) }
            emit(.loading(.ended(succeeded: false)), request: record.id, title: record.message)
            lastEnded = (record.id, record.message)
        }
        if wasShown {
            emit(.loading(.indicatorHidden), request: lastEnded?.id ?? AlertRequestID(rawValue: 0), title: lastEnded?.message ?? "")
        }
    }
}
