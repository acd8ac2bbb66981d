import Alerts

/// Shows an ``/Alerts/AlertCenter``'s alerts on a terminal and reports what the person does.
///
/// In full-screen mode the visible alert is a bordered dialog drawn over the program's
/// screen: title, wrapped message, text fields and buttons, destructive ones in red, the
/// default one bold, the focused one marked `>[ … ]<`. Keys:
///
/// | Key | Does |
/// |---|---|
/// | ←/→, ↑/↓, Tab, Shift-Tab | move between fields and buttons |
/// | Enter (or Space on a button) | chooses the focused button; in a field, the default button |
/// | 1–9 | chooses a button by its number |
/// | y / n | answers an alert whose buttons are "Yes" and "No", in any of the package's languages ("Ja"/"Nein", "はい"/"いいえ"…) |
/// | Esc | chooses the cancel button; closes a confirmation dialog without one; else nothing |
/// | Ctrl-C | aborts everything: the center is closed, every request ends ``/Alerts/AlertOutcome/hostGone`` |
/// | Ctrl-L | left to the program (``Disposition/notHandled``), to redraw the whole screen |
///
/// The host's toasts and loading indicator are drawn too, in full-screen mode as lines at the
/// edges of the screen (``edgeInsets(for:)`` tells a program which rows they take): each toast
/// on a line at the top or bottom edge its ``/Alerts/ToastData/position`` names, with its style's mark,
/// its count ("×3") and its message, until its time runs out; the loading indicator as a
/// spinner line with the time it has shown, above the bottom toasts. A toast's
/// ``/Alerts/ToastData/symbolName`` is not drawn: its style's mark (`i`, `✓`, `!`, `✗`; `+` and `x` in
/// ASCII) stands for it, so the style never shows by colour alone. While no alert is visible:
///
/// | Key | Does |
/// |---|---|
/// | Esc | cancels the loading when it offers Cancel; otherwise closes the newest toast |
/// | Ctrl-T | presses the button of the newest toast that has one |
///
/// While a loading indicator that blocks interaction shows, the renderer takes every other key
/// (``Disposition/handled``) but Ctrl-C and Ctrl-L, so the program underneath gets none.
/// A terminal has no pointer to hover with, so toasts report no pause; their time stops while
/// an alert is visible, as the center decides.
///
/// In line mode a toast is printed as one line when it appears and again when a repeat updates
/// it (with its count), and nothing when it leaves; the loading indicator is one line with its
/// message when it appears, and nothing more. At a terminal, an alert waiting for its answer
/// then asks its question again, on a line of its own. Buttons of toasts cannot be pressed there, and
/// lines are never held back: a line mode renderer does not report a running screen reader
/// (``/Alerts/AlertCenter/setScreenReaderRunning(_:)``), since its lines are printed once and a toast
/// held for the reader would never leave the center.
///
/// A sheet (``Alerts/AlertCenter/presentSheet(_:terminal:)``) is a bordered panel over the screen,
/// wider than an alert, showing its ``TerminalSheet``'s message, text fields and buttons with
/// the keys of an alert; Esc, or its cancel button, ends it ``/Alerts/SheetOutcome/dismissed``. While a
/// button's action runs the panel holds its keys; the alerts it shows, and those requested
/// elsewhere meanwhile, appear over the panel (the renderer attaches a host over each sheet),
/// and the panel takes keys again once they have gone. A sheet requested while one is up opens
/// over it, narrower, so the frame beneath shows. Content that is not a ``TerminalSheet`` shows
/// its title and a Cancel button. In line mode, or once the input has ended, a sheet cannot be
/// answered: it ends dismissed at once, with a line saying so in line mode.
///
/// A newly shown alert holds the keys that answer it (Enter, Space, digits, y/n, Esc) for
/// ``activationDelay``, with a note in its top border, so that keys already being typed
/// cannot answer an alert the person has not seen; text typed in that time goes on into the
/// field of the alert it interrupted.
///
/// Text fields take the line-editing keys of a shell (Ctrl-A/E, Ctrl-W, Ctrl-U, Ctrl-K,
/// Alt-B/F…); what was typed survives an interruption by a more urgent alert.
///
/// Every text the renderer did not write itself (titles, messages, button titles, field text,
/// what the person types or pastes) is shown with its control characters made visible, in both
/// modes (see ``Swift/StringProtocol/sanitizedForTerminal(keepingLineBreaks:)``): an alert
/// cannot clear the screen, set the window title or write the clipboard.
///
/// In line mode each alert is printed as numbered lines and answered with a line (see
/// ``handle(_:)``). Once the input has ended no alert can be answered, so each one, the
/// visible one, those waiting and those shown later, ends at once with its cancel button, or
/// ``/Alerts/AlertOutcome/dismissed`` when it has none, and a line saying so; ``handle(_:)`` returns
/// ``Disposition/inputEnded`` if one was waiting. Never a silent default, never a wait that
/// cannot end.
///
/// A command-line tool that asks one question:
///
/// ```swift
/// let center = AlertCenter()
/// let session = TerminalSession()
/// let alerts = TerminalAlertRenderer(center: center, session: session)
/// let events = session.start()
/// @MainActor func redraw() {
///     var canvas = TerminalCanvas(size: session.size)
///     alerts.draw(on: &canvas)
///     session.render(canvas)
/// }
/// alerts.onChange = redraw
/// let deploy = center.show(AlertData(title: "Deploy to production?", buttons: [.cancel(), .destructive("Deploy")]))
/// for await event in events {
///     if alerts.handle(event) == .aborted || !deploy.isPending { break }
///     redraw()
/// }
/// session.end()
/// exit(deploy.outcome?.isConfirmed == true ? 0 : 1)
/// ```
@MainActor
public final class TerminalAlertRenderer {
    /// What ``TerminalAlertRenderer/handle(_:)`` did with an event.
    public enum Disposition: Hashable, Sendable {
        /// The event was for the visible alert, and is used up.
        case handled
        /// No alert is visible, or the event is not the renderer's: the program handles it.
        case notHandled
        /// Ctrl-C, SIGINT, SIGTERM or SIGHUP: the center was closed and every request ended
        /// ``/Alerts/AlertOutcome/hostGone``. Programs exit with status 130 after Ctrl-C, 128 plus
        /// the signal's number after a ``TerminalEvent/terminated(signal:)``.
        case aborted
        /// The input ended while an alert waited for an answer; it and the alerts waiting
        /// behind it ended with their cancel buttons, or dismissed when they had none.
        case inputEnded
    }

    /// The center whose alerts are shown.
    public let center: AlertCenter
    /// How alerts are shown.
    public let mode: TerminalMode
    /// Called after the visible alert or the queue changed outside ``handle(_:)``, for
    /// example when a background task shows an alert: redraw the screen.
    public var onChange: (@MainActor () -> Void)?
    /// How long a newly shown alert holds the keys that choose a button, in full-screen mode.
    public let activationDelay: AlertDuration
    /// The delay people need to notice a new alert before a key answers it.
    public static let defaultActivationDelay: AlertDuration = .milliseconds(500)

    /// The host the renderer attached first; the sheets' hosts are attached over it.
    private let baseHost: AlertHost
    /// The sheets on screen, each drawn as a panel, the topmost last.
    private var layers: [SheetLayer] = []
    /// Whether ``followSheets()`` is running, so the hosts it attaches or detaches do not
    /// start it again from their events.
    private var isFollowingSheets = false
    private let output: @MainActor (String) -> Void
    private let echoesLines: Bool
    private var observation: AlertEventObservation?
    private var shownID: AlertPresentationID?
    private var shownRequest: AlertRequestID?
    /// Whether the shown presentation was answered or dismissed here; it is on its way out.
    private var isShownAnswered = false
    private var model: TerminalAlertModel?
    private var prompt: LinePrompt?
    /// Text typed into alerts that were interrupted, by request, to give back when they return.
    private var drafts: [AlertRequestID: [String]] = [:]
    private var isChangeScheduled = false
    /// Whether the input ended: no alert can be answered any more, so each ends at once.
    private var hasInputEnded = false
    /// When the shown alert starts taking the keys that choose a button, on the center's clock.
    private var activeFrom: AlertDuration?
    /// Ends the hold on the keys of the shown alert.
    private var keyHoldTimer: (any AlertTimer)?
    /// The alert the shown one interrupted while its field was being typed in, which takes
    /// the text typed before the person could see the change.
    private var interruptedTyping: (request: AlertRequestID, model: TerminalAlertModel)?

    /// In line mode at a terminal: how many lines the session has read so far.
    private let linesRead: (@MainActor () -> Int)?
    /// In line mode at a terminal: ends the line a prompt left open.
    private let finishLine: (@MainActor () -> Void)?
    /// The lines ``handle(_:)`` was given so far.
    private var linesHandled = 0
    /// How many lines had been read when the shown prompt was printed.
    private var promptStart: Int?
    /// The lines read while earlier prompts were on screen, and their alerts' titles: such a
    /// line answers none of the prompts shown after.
    private var earlierPrompts: [(lines: Range<Int>, title: String)] = []
    /// In line mode, the prompt of the shown alert waiting to be printed once the center's
    /// step is over (its `presented` event), so that how the alert before it ended is printed
    /// first; and what to say first about the prompt it replaced.
    private var pendingOpening: (id: AlertPresentationID, note: String?)?
    /// Turns the spinner while a loading indicator shows in full-screen mode.
    private var spinnerTimer: (any AlertTimer)?
    /// In line mode: the revision of each visible toast printed so far.
    private var printedToasts: [AlertRequestID: Int] = [:]
    /// In line mode: the operation whose loading line was printed, while the indicator shows.
    private var printedLoading: AlertRequestID?

    /// Attaches a host to the center and shows its alerts in a session.
    ///
    /// In line mode at a terminal, an answer goes to the prompt that was on screen when it
    /// was typed: a line typed while another prompt was shown, one that has been replaced
    /// since, answers nothing, and the person is told. While the session has given the
    /// terminal back (suspended with Ctrl-Z, or in the background), the center is told the
    /// app is not active (``/Alerts/AlertCenter/setAppActive(_:)``): toasts' time stops.
    public convenience init(center: AlertCenter, session: TerminalSession, activationDelay: AlertDuration = defaultActivationDelay) {
        let atTerminal = session.mode == .lines && !session.echoesInput
        var linesRead: (@MainActor () -> Int)?
        var finishLine: (@MainActor () -> Void)?
        if atTerminal {
            linesRead = { [weak session] in session?.linesRead ?? 0 }
            finishLine = { [weak session] in session?.finishLine() }
        }
        self.init(
            center: center,
            mode: session.mode,
            echoesLines: session.echoesInput,
            activationDelay: activationDelay,
            linesRead: linesRead,
            finishLine: finishLine
        ) { [weak session] text in
            session?.write(text)
        }
        // Suspended (Ctrl-Z) or in the background, the program is not active: toasts' time
        // stops until it has the terminal again.
        session.activityObservers.append { [weak center] isActive in
            center?.setAppActive(isActive)
        }
    }

    /// Attaches a host to the center and shows its alerts in a mode, writing line-mode prompts
    /// with `output`.
    ///
    /// - Parameters:
    ///   - center: The center whose alerts to show.
    ///   - mode: How to show them.
    ///   - echoesLines: Whether to write each answer line back after its prompt, for input
    ///     that is not a terminal and so does not show what it sends.
    ///   - activationDelay: How long a newly shown alert holds the keys that choose a button.
    ///   - output: Where line-mode prompts go.
    public convenience init(
        center: AlertCenter,
        mode: TerminalMode,
        echoesLines: Bool = false,
        activationDelay: AlertDuration = defaultActivationDelay,
        output: @escaping @MainActor (String) -> Void
    ) {
        self.init(center: center, mode: mode, echoesLines: echoesLines, activationDelay: activationDelay, linesRead: nil, finishLine: nil, output: output)
    }

    /// Attaches a host, and in line mode tells which prompt each line was typed for.
    ///
    /// - Parameters:
    ///   - linesRead: How many lines the input has read so far, counted as they are read.
    ///   - finishLine: Ends the line a prompt left open.
    init(
        center: AlertCenter,
        mode: TerminalMode,
        echoesLines: Bool,
        activationDelay: AlertDuration,
        linesRead: (@MainActor () -> Int)?,
        finishLine: (@MainActor () -> Void)?,
        output: @escaping @MainActor (String) -> Void
    ) {
        self.center = center
        self.mode = mode
        self.activationDelay = activationDelay
        self.echoesLines = echoesLines
        self.linesRead = linesRead
        self.finishLine = finishLine
        self.output = output
        baseHost = center.attachHost(settling: .immediate)
        observation = center.observeEvents { [weak self] event in
            guard let self else { return }
            if event.outcome != nil { drafts[event.request] = nil }
            followSheets()
            refresh()
            if case .presented = event.kind { printPendingOpening() }
            followEdges()
            scheduleChange()
        }
        followSheets()
        refresh()
        printPendingOpening()
        followEdges()
    }

    /// Whether an alert is visible now.
    public var isShowingAlert: Bool { host.presentation != nil }

    /// Whether a sheet's panel is on screen now (with or without an alert over it).
    public var isShowingSheet: Bool { !layers.isEmpty }

    /// Takes an event. While an alert is visible it takes every key and line but Ctrl-L,
    /// which the program handles by redrawing the whole screen (``TerminalSession/invalidate()``);
    /// Ctrl-C, SIGINT and ``TerminalEvent/terminated(signal:)`` abort whether or not one is.
    ///
    /// In line mode a line answers the visible alert: a button's number or title, `y`/`n` for
    /// a yes/no alert, or an empty line for the default button; text fields are asked first.
    /// Give it every line, also those for the program: at a terminal it counts them to tell
    /// which prompt each was typed for.
    public func handle(_ event: TerminalEvent) -> Disposition {
        refresh()
        printPendingOpening()
        switch event {
        case .interrupted, .terminated, .key(.control("c")):
            center.close()
            refresh()
            return .aborted
        case .key(.control("l")):
            return .notHandled
        case .key(let key):
            guard var current = model, let id = shownID, !isShownAnswered else {
                return layers.isEmpty ? handleEdgeKey(key) : handlePanelKey(key)
            }
            if isHoldingKeys {
                if var interrupted = interruptedTyping, interrupted.model.handle(key) == .changed {
                    interruptedTyping = interrupted
                    drafts[interrupted.request] = interrupted.model.textValues
                    return .handled
                }
                if Self.choosesAButton(key, in: current) { return .handled }
            }
            let result = current.handle(key)
            model = current
            apply(result, to: id, textValues: current.textValues)
            return .handled
        case .line(let line):
            let index = linesHandled
            linesHandled += 1
            earlierPrompts.removeAll { $0.lines.upperBound <= index }
            guard var current = prompt, let id = shownID, !isShownAnswered else { return .notHandled }
            if let earlier = earlierPrompts.first(where: { $0.lines.contains(index) }) {
                let typed = line.count > 40 ? String(line.prefix(40)) + "…" : line
                finishLine?()
                let words = TerminalStrings.table
                output(
                    words.format(
                        "“%1$@” was typed for “%2$@”, which another alert replaced: it does not answer this one.",
                        typed.sanitizedForTerminal(), earlier.title.sanitizedForTerminal()
                    ) + "\n" + current.question
                )
                return .handled
            }
            if echoesLines {
                output((current.isAskingSecureField ? String(repeating: "*", count: line.count) : line.sanitizedForTerminal()) + "\n")
            }
            switch current.submit(line) {
            case .ask(let question):
                prompt = current
                output(question)
            case .answer(let index, let values):
                prompt = current
                apply(.choose(buttonIndex: index), to: id, textValues: values)
            }
            return .handled
        case .endOfInput:
            hasInputEnded = true
            var disposition = Disposition.notHandled
            if shownID != nil, !isShownAnswered {
                if case .lines = mode { output("\n") }
                endAlertsAfterInputEnded(limit: 1 + center.queuedAlerts.count)
                disposition = .inputEnded
            }
            // No panel can be answered any more either: each sheet ends dismissed.
            if !layers.isEmpty {
                for layer in layers.reversed() { layer.presenter.sheetDismissed(layer.sheet.id) }
                disposition = .inputEnded
            }
            return disposition
        case .resized:
            return .notHandled
        }
    }

    /// Draws the visible alert over what the canvas holds, dimming it, and places the cursor
    /// in a focused text field. Draws nothing when no alert is visible, or in line mode.
    public func draw(on canvas: inout TerminalCanvas) {
        refresh()
        guard case .fullScreen(let appearance) = mode else { return }
        let edges = edgeLayout(for: canvas.size, usesUnicode: appearance.usesUnicode)
        edges.draw(on: &canvas, usesUnicode: appearance.usesUnicode)
        let band = edges.insets.contentRows(amongRows: canvas.size.rows)
        for (depth, layer) in layers.enumerated() {
            canvas.dim()
            // A sheet over a sheet is narrower and lower, so the frame of the one beneath shows.
            let inset = min(depth, max(0, (band.count - 4) / 2))
            let rows = band.lowerBound + 2 * inset..<band.upperBound
            DialogLayout(
                model: layer.model,
                waiting: 0,
                available: TerminalSize(columns: canvas.size.columns - 4 * depth, rows: rows.count),
                glyphs: appearance.glyphs,
                isHoldingKeys: isHoldingKeys(of: layer),
                isPanel: true
            ).draw(on: &canvas, within: rows)
        }
        guard let model else { return }
        canvas.dim()
        let layout = DialogLayout(
            model: model,
            waiting: center.queuedAlerts.count,
            available: TerminalSize(columns: canvas.size.columns, rows: band.count),
            glyphs: appearance.glyphs,
            isHoldingKeys: isHoldingKeys
        )
        layout.draw(on: &canvas, within: band)
    }

    /// The rows the toasts and the loading line take now at the top and bottom of a screen of
    /// this size, at most a third of it: lay the program's screen out between them, and
    /// ``draw(on:)`` draws them there and the visible alert between them. Zero in line mode.
    public func edgeInsets(for size: TerminalSize) -> TerminalEdgeInsets {
        guard case .fullScreen(let appearance) = mode else { return .zero }
        return edgeLayout(for: size, usesUnicode: appearance.usesUnicode).insets
    }

    /// Detaches the host: requests made through it end; the center's other alerts wait for
    /// another host. Call it when the renderer is no longer used, unless the center is closed.
    public func detach() {
        observation?.cancel()
        observation = nil
        spinnerTimer?.cancel()
        spinnerTimer = nil
        dropLayers(from: 0)
        baseHost.detach()
        refresh()
    }

    // MARK: - Private

    /// The visible toasts, in the order they appeared.
    private var visibleToasts: [ToastPresentation] { host.toasts.filter(\.isVisible) }

    /// Which keys act on which toast or on the loading line while no alert is visible.
    private var edgeKeys: EdgeLayout.Keys {
        let cancelsLoading = host.loading?.isCancellable ?? false
        let toasts = visibleToasts
        return EdgeLayout.Keys(
            dismisses: cancelsLoading ? nil : toasts.last?.id,
            presses: toasts.last { $0.toast.button != nil }?.id,
            cancelsLoading: cancelsLoading
        )
    }

    private func edgeLayout(for size: TerminalSize, usesUnicode: Bool) -> EdgeLayout {
        let keys = model == nil && layers.isEmpty ? edgeKeys : EdgeLayout.Keys(dismisses: nil, presses: nil, cancelsLoading: false)
        return EdgeLayout(toasts: visibleToasts, loading: host.loading, size: size, usesUnicode: usesUnicode, now: center.clock.now, keys: keys)
    }

    /// A key while no alert is visible: Esc and Ctrl-T for the loading line and the toasts;
    /// every other key but Ctrl-L is taken while a loading indicator blocks interaction.
    private func handleEdgeKey(_ key: TerminalKey) -> Disposition {
        guard case .fullScreen = mode else { return .notHandled }
        let keys = edgeKeys
        switch key {
        case .escape:
            if keys.cancelsLoading, let loading = host.loading, host.cancelLoading(loading.operation) { return .handled }
            if let toast = keys.dismisses, host.dismissToast(toast) { return .handled }
        case .control("t"):
            if let toast = keys.presses, host.tapToastButton(toast) { return .handled }
        default:
            break
        }
        return host.loading?.blocksInteraction == true ? .handled : .notHandled
    }

    /// Follows the toasts and the loading indicator: in full-screen mode, turns the spinner
    /// while the indicator shows; in line mode, prints each toast when it appears or changes,
    /// and the loading line when the indicator appears.
    private func followEdges() {
        switch mode {
        case .fullScreen:
            if host.loading == nil {
                spinnerTimer?.cancel()
                spinnerTimer = nil
            } else if spinnerTimer == nil {
                spinnerTimer = center.clock.schedule(after: EdgeLayout.spinnerInterval) { [weak self] in
                    guard let self else { return }
                    spinnerTimer = nil
                    followEdges()
                    onChange?()
                }
            }
        case .lines:
            let usesUnicode = TerminalMode.localeIsUTF8()
            let toasts = visibleToasts
            var lines: [String] = []
            for toast in toasts where printedToasts[toast.id] != toast.revision {
                printedToasts[toast.id] = toast.revision
                lines.append(EdgeLayout.text(of: toast, usesUnicode: usesUnicode))
            }
            let shownIDs = Set(toasts.map(\.id))
            printedToasts = printedToasts.filter { shownIDs.contains($0.key) }
            if let loading = host.loading {
                if printedLoading != loading.operation {
                    printedLoading = loading.operation
                    lines.append(EdgeLayout.text(of: loading, usesUnicode: usesUnicode))
                }
            } else {
                printedLoading = nil
            }
            guard !lines.isEmpty else { return }
            finishLine?()
            output(lines.joined(separator: "\n") + "\n")
            // At a terminal the lines ended the prompt's line: the waiting alert asks again.
            if finishLine != nil, let prompt, shownID != nil, !isShownAnswered, pendingOpening == nil, !hasInputEnded {
                output(prompt.question)
            }
        }
    }

    /// The most levels ``followSheets()`` follows at once.
    private static let maximumSheetPasses = 64

    /// The host that shows alerts, toasts and the loading line now: the one over the topmost
    /// sheet, or the renderer's first.
    private var host: AlertHost { layers.last?.host ?? baseHost }

    /// Follows the sheets the hosts present: a panel, and a host over it, for each new one,
    /// and both gone with the sheet. In line mode, or once the input has ended, a sheet cannot
    /// be answered: it ends dismissed at once, with a line saying so in line mode.
    private func followSheets() {
        guard !isFollowingSheets else { return }
        isFollowingSheets = true
        defer { isFollowingSheets = false }
        // Each pass attaches or detaches at most one level, until nothing is left to follow;
        // bounded, so a host that kept presenting could not hold the renderer here.
        var passes = 0
        while passes < Self.maximumSheetPasses, followSheetsOnce() { passes += 1 }
    }

    /// One pass of ``followSheets()``; returns whether it changed anything.
    private func followSheetsOnce() -> Bool {
        var presenter = baseHost
        for index in 0...layers.count {
            guard let sheet = presenter.sheetPresentation else {
                guard index < layers.count else { return false }
                dropLayers(from: index)
                return true
            }
            if index < layers.count, layers[index].sheet.id == sheet.id {
                presenter = layers[index].host
                continue
            }
            dropLayers(from: index)
            guard case .fullScreen(let appearance) = mode, !hasInputEnded else {
                if case .lines = mode {
                    finishLine?()
                    output(TerminalStrings.table.format("“%@” needs the full screen; it is dismissed.", sheet.sheet.title.sanitizedForTerminal()) + "\n")
                }
                presenter.sheetDismissed(sheet.id)
                return true
            }
            var layer = SheetLayer(sheet: sheet, presenter: presenter, host: center.attachHost(settling: .immediate), usesUnicode: appearance.usesUnicode)
            if activationDelay > .zero {
                layer.activeFrom = center.clock.now + activationDelay
                layer.holdTimer = center.clock.schedule(after: activationDelay) { [weak self] in self?.onChange?() }
            }
            layers.append(layer)
            return true
        }
        return false
    }

    /// Takes down the panels from `index` up, the topmost first, detaching their hosts: what
    /// was requested through them ends, what was requested on the center moves down.
    private func dropLayers(from index: Int) {
        while layers.count > index, let layer = layers.popLast() {
            layer.holdTimer?.cancel()
            layer.host.detach()
        }
    }

    /// A key while the topmost sheet's panel has no alert over it: the keys of an alert, Esc
    /// (or a cancel button) dismissing the sheet; every key is taken but Ctrl-C and Ctrl-L.
    private func handlePanelKey(_ key: TerminalKey) -> Disposition {
        guard let index = layers.indices.last, !layers[index].isBusy, model == nil else { return .handled }
        var layer = layers[index]
        if isHoldingKeys(of: layer), Self.choosesAButton(key, in: layer.model) { return .handled }
        let result = layer.model.handle(key)
        layers[index] = layer
        switch result {
        case .ignored, .changed:
            break
        case .dismiss:
            layer.presenter.sheetDismissed(layer.sheet.id)
        case .choose(let buttonIndex):
            choose(buttonIndex, on: layer)
        }
        return .handled
    }

    /// Runs the action of a sheet's button, with the panel holding its keys meanwhile, and
    /// finishes the sheet, keeps it, or dismisses it as the action says. A sheet that left
    /// in the meantime is left alone.
    private func choose(_ buttonIndex: Int, on layer: SheetLayer) {
        guard let content = layer.content, !content.dismisses(buttonAt: buttonIndex) else {
            layer.presenter.sheetDismissed(layer.sheet.id)
            return
        }
        let id = layer.sheet.id
        let values = layer.model.textValues
        setBusy(true, sheet: id)
        Task { @MainActor [weak self] in
            let result = await content.run(buttonAt: buttonIndex, textValues: values)
            guard let self, let layer = layers.first(where: { $0.sheet.id == id }) else { return }
            setBusy(false, sheet: id)
            switch result {
            case .finish(let value):
                // Content of another type than the request waits for (possible only through
                // the untyped presentSheet(_:content:finishingWith:)) ends it rejected.
                if !layer.presenter.finishSheet(id, with: value) {
                    let valueType = String(describing: type(of: value))
                    layer.presenter.rejectSheet(id, because: .contentFinishedWithOtherValueType(valueType: valueType))
                }
            case .stay:
                break
            case .dismiss:
                layer.presenter.sheetDismissed(id)
            }
            onChange?()
        }
    }

    private func setBusy(_ isBusy: Bool, sheet id: AlertPresentationID) {
        guard let index = layers.firstIndex(where: { $0.sheet.id == id }) else { return }
        layers[index].isBusy = isBusy
    }

    /// Whether a sheet's panel holds the keys that choose a button: it appeared too recently,
    /// or a button's action is running.
    private func isHoldingKeys(of layer: SheetLayer) -> Bool {
        layer.isBusy || (layer.activeFrom.map { center.clock.now < $0 } ?? false)
    }

    /// Whether the shown alert appeared too recently to take the keys that choose a button.
    private var isHoldingKeys: Bool {
        activeFrom.map { center.clock.now < $0 } ?? false
    }

    /// Whether a key would choose a button of the alert: Enter, Esc (its cancel button), or a
    /// character (Space, a digit, y/n) while a button has the focus.
    private static func choosesAButton(_ key: TerminalKey, in model: TerminalAlertModel) -> Bool {
        switch key {
        case .enter, .escape: true
        case .character: model.acceptsShortcuts
        default: false
        }
    }

    /// Holds the keys that choose a button of a newly shown alert for the activation delay,
    /// then redraws without the note.
    private func holdKeys(for id: AlertPresentationID) {
        guard activationDelay > .zero else { return }
        activeFrom = center.clock.now + activationDelay
        keyHoldTimer?.cancel()
        keyHoldTimer = center.clock.schedule(after: activationDelay) { [weak self] in
            guard let self, shownID == id else { return }
            interruptedTyping = nil
            onChange?()
        }
    }

    private func apply(_ result: TerminalAlertModel.KeyResult, to id: AlertPresentationID, textValues: [String]) {
        switch result {
        case .ignored, .changed:
            return
        case .choose(let index):
            isShownAnswered = true
            host.answer(id, buttonIndex: index, textValues: textValues)
        case .dismiss:
            isShownAnswered = true
            host.dismiss(id)
        }
        refresh()
    }

    /// Follows the host: builds the model (and in line mode prints the prompt) for a new
    /// presentation, and keeps what was typed into one that left unanswered. Called for every
    /// event of the center, so a line-mode prompt appears as soon as its alert does.
    private func refresh() {
        let presentation = host.presentation
        guard presentation?.id != shownID else { return }
        interruptedTyping = nil
        activeFrom = nil
        if let linesRead, let start = promptStart, let title = prompt?.model.alert.title {
            let lines = start..<max(start, linesRead())
            if !lines.isEmpty { earlierPrompts.append((lines, title)) }
            promptStart = nil
        }
        var note: String?
        if case .lines = mode, !isShownAnswered, let shownRequest, let title = prompt?.model.alert.title,
            let presentation, presentation.request != shownRequest
        {
            let comesBack = center.queuedAlerts.contains { $0.requests.contains(shownRequest) }
            let key =
                comesBack
                ? "“%@” is put aside, unanswered, for the alert below; it will be asked again after it."
                : "“%@” was withdrawn before it was answered."
            note = TerminalStrings.table.format(key, title.sanitizedForTerminal()) + "\n"
        }
        pendingOpening = nil
        if let shownRequest, !isShownAnswered {
            let values = prompt?.values ?? model?.textValues ?? []
            if !values.isEmpty { drafts[shownRequest] = values }
            if let model, case .field = model.focus, presentation != nil {
                interruptedTyping = (shownRequest, model)
            }
        }
        model = nil
        prompt = nil
        shownID = presentation?.id
        shownRequest = presentation?.request
        isShownAnswered = false
        guard let presentation else { return }
        let restored = drafts.removeValue(forKey: presentation.request)
        switch mode {
        case .fullScreen(let appearance):
            let alert = appearance.usesUnicode ? presentation.alert : presentation.alert.asciiFallback
            model = TerminalAlertModel(alert: alert, textValues: restored)
            holdKeys(for: presentation.id)
        case .lines:
            let newPrompt = LinePrompt(alert: presentation.alert, textValues: restored)
            prompt = newPrompt
            pendingOpening = (presentation.id, note)
        }
    }

    /// Prints the shown alert's prompt in line mode, once, after what to say about the prompt
    /// it replaced, on a line of its own.
    private func printPendingOpening() {
        guard let pending = pendingOpening else { return }
        pendingOpening = nil
        guard pending.id == shownID, let prompt, !hasInputEnded else { return }
        finishLine?()
        if let note = pending.note { output(note) }
        output(prompt.opening)
        promptStart = linesRead?()
    }

    /// Ends alerts that can no longer be answered because the input ended: each with its
    /// cancel button, or dismissed when it has none, with a line saying so. At most `limit`
    /// at once, so actions that show further alerts cannot keep this going.
    private func endAlertsAfterInputEnded(limit: Int) {
        for _ in 0..<limit {
            guard let current = model ?? prompt?.model, let id = shownID, !isShownAnswered else { return }
            let cancel = current.alert.cancelButtonIndex
            let words = TerminalStrings.table
            let ending = cancel.map { current.buttons[$0].title } ?? words["dismissed"]
            output(words.format("The input ended: “%1$@” ends %2$@.", current.alert.title, ending) + "\n")
            apply(cancel.map { .choose(buttonIndex: $0) } ?? .dismiss, to: id, textValues: prompt?.values ?? current.textValues)
        }
    }

    /// Tells the program to redraw, once, after the center's current operation has finished;
    /// ends an alert that appeared after the input ended.
    private func scheduleChange() {
        guard !isChangeScheduled else { return }
        isChangeScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            isChangeScheduled = false
            printPendingOpening()
            if hasInputEnded {
                endAlertsAfterInputEnded(limit: 1)
            }
            onChange?()
        }
    }
}
