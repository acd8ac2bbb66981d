/// The center's events, and the app's code it runs between its steps.
extension AlertCenter {
    // MARK: - Events

    /// Every step of every request, from now on, as a stream. Each access gives a new stream;
    /// they finish when the center is closed, after the events of the closing.
    public var events: AsyncStream<AlertEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AlertEvent.self)
        if isClosed {
            continuation.finish()
            return stream
        }
        let subscriber = subscribe(.stream(continuation))
        continuation.onTermination = { [weak self, weak subscriber] _ in
            Task { @MainActor in
                if let subscriber { self?.unsubscribe(subscriber) }
            }
        }
        return stream
    }

    /// Calls `handler` for every step of every request from now on, until the returned
    /// observation is cancelled. The handler runs between the center's steps, never inside
    /// one, and may call the center (see "Re-entrancy" above).
    @discardableResult
    public func observeEvents(_ handler: @escaping @MainActor (AlertEvent) -> Void) -> AlertEventObservation {
        let subscriber = subscribe(.handler(handler))
        return AlertEventObservation { [weak self, weak subscriber] in
            if let subscriber { self?.unsubscribe(subscriber) }
        }
    }

    private func subscribe(_ sink: EventSubscriber.Sink) -> EventSubscriber {
        let subscriber = EventSubscriber(firstEvent: state.lastEvent + 1, sink: sink)
        subscribers.append(subscriber)
        state.isObserved = true
        return subscriber
    }

    private func unsubscribe(_ subscriber: EventSubscriber) {
        guard let sink = subscriber.sink else { return }
        subscriber.sink = nil
        subscribers.removeAll { $0 === subscriber }
        state.isObserved = !subscribers.isEmpty
        // The handler may hold the last reference to an object whose deinit calls back in.
        effects.release(sink)
        runEffects()
    }

    // MARK: - Running the app's code between steps

    /// Runs the queued effects and the queued releases, in order, unless an outer call into the
    /// center is running them already; then that call runs what this one added, after what it
    /// had. Every entry point of the center calls this last, once its step is done.
    func runEffects() {
        guard effects.beginRun() else {
            if !effects.isRunning { checkInvariantsWhereBuiltToCheck() }
            return
        }
        while true {
            while let effect = effects.takeNext() {
                run(effect)
            }
            var released = effects.takeReleases()
            guard !released.isEmpty else { break }
            // Dropped here: a deinit that calls back in queues its effects for the next turn.
            released.removeAll()
        }
        effects.endRun()
        checkInvariantsWhereBuiltToCheck()
    }

    // MARK: - Checking the state

    /// Whether the center is running what a call queued: its state are whole, but the call is
    /// not done (the next alert may be shown after an action), so they are not checked then.
    var isRunningEffects: Bool { effects.isRunning }

    /// Every count or cross-reference of the state that disagrees (see
    /// `CenterState.invariantViolations()`); empty when all hold.
    func invariantViolations() -> [String] {
        var found = state.invariantViolations()
        if state.isObserved == subscribers.isEmpty {
            found.append("events: observed is \(state.isObserved) with \(subscribers.count) subscribers")
        }
        return found
    }

    /// Where the package is built with its internal checks (`-Xswiftc -DALERTS_INTERNAL_CHECKS`,
    /// as its tests run in CI; TESTING.md), checks the state once an outermost call is done and
    /// its effects have run. An app's builds, debug ones included, check nothing and pay nothing.
    ///
    /// The check reads every alert, toast and operation held, so state larger than a few
    /// hundred of them are checked after one call in every `size / 64`: checking stays at about
    /// 64 items a call, and a build with thousands waiting stays linear, not quadratic.
    private func checkInvariantsWhereBuiltToCheck() {
        #if ALERTS_INTERNAL_CHECKS
        callsSinceInvariantCheck += 1
        let size = state.checkedItemCount
        guard size <= 512 || callsSinceInvariantCheck * 64 >= size else { return }
        callsSinceInvariantCheck = 0
        invariantChecksRun += 1
        let violations = invariantViolations()
        guard !violations.isEmpty else { return }
        if let invariantViolationHandler {
            invariantViolationHandler(violations)
        } else {
            assertionFailure("AlertCenter's state disagrees with itself:\n" + violations.joined(separator: "\n"))
        }
        #endif
    }

    private func run(_ effect: EffectQueue.Effect) {
        switch effect {
        case .event(let event, let number):
            for subscriber in subscribers where subscriber.firstEvent <= number {
                switch subscriber.sink {
                case .handler(let handler): handler(event)
                case .stream(let continuation): continuation.yield(event)
                case nil: break
                }
            }
        case .action(let action, let textValues):
            action(textValues)
        case .showNextModal:
            state.showNextModal()
        case .scheduleTimer(let timer):
            timer.arm(on: clock)
        case .cancelTimer(let timer):
            timer.cancel()
        case .finishStreams:
            for subscriber in subscribers {
                if case .stream(let continuation) = subscriber.sink {
                    subscriber.sink = nil
                    continuation.finish()
                }
            }
            subscribers.removeAll { !$0.isActive }
            state.isObserved = !subscribers.isEmpty
        }
    }
}
