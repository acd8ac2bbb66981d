import Alerts
import Foundation
import TerminalAlerts

/// A small file manager whose every action goes through one `AlertCenter`, shown by
/// `TerminalAlertRenderer`: a destructive confirmation, a queued burst, a failing background
/// service, a coalesced repeated error, an urgent interruption and an awaited rename.
@MainActor
final class DemoApp {
    private let session: TerminalSession
    private let center = AlertCenter()
    private let alerts: TerminalAlertRenderer
    private let log: OutcomeLog
    private let syncService: SyncService
    private var files = DemoFile.samples
    private var selection = 0
    private var status: String?
    private var quitConfirmed = false
    /// How many commands were performed, to tell whether a line started any work.
    private var commandsPerformed = 0

    /// How long the urgent alert takes to arrive after the one it interrupts:
    /// `ALERTS_URGENT_DELAY_MS` milliseconds when set (from 0 to an hour), else a second.
    static let urgentDelay: AlertDuration = {
        let milliseconds = ProcessInfo.processInfo.environment["ALERTS_URGENT_DELAY_MS"].flatMap { Int($0) }
        return milliseconds.map { .milliseconds(min(max(0, $0), 3_600_000)) } ?? .seconds(1)
    }()

    /// How long the demo's toasts stay: `ALERTS_TOAST_DURATION_MS` milliseconds when set (from
    /// 1 to an hour), else as long as their text needs.
    static let toastDuration: AlertDuration? = {
        let milliseconds = ProcessInfo.processInfo.environment["ALERTS_TOAST_DURATION_MS"].flatMap { Int($0) }
        return milliseconds.map { .milliseconds(min(max(1, $0), 3_600_000)) }
    }()

    /// How long a sync takes: longer than the loading indicator's grace time, so it shows.
    static let syncLatency = AlertDuration.milliseconds(1_500)

    init(session: TerminalSession) {
        self.session = session
        // The log observes the center before the renderer does, so that how an alert ended is
        // printed before the prompt of the alert that takes its place.
        log = OutcomeLog(center: center, streams: !Self.isFullScreen(session.mode) || isatty(STDOUT_FILENO) == 0, usesUnicode: session.usesUnicode)
        if isatty(STDOUT_FILENO) == 1 {
            // A log line on the terminal starts a line of its own, never after a prompt.
            log.beforeStreaming = { [weak session] in session?.finishLine() }
        }
        alerts = TerminalAlertRenderer(center: center, session: session, activationDelay: Self.activationDelay())
        syncService = SyncService(center: center, latency: .milliseconds(600))
        syncService.onProgress = { [weak self] text in
            self?.status = text
            self?.redraw()
        }
        alerts.onChange = { [weak self] in self?.redraw() }
    }

    /// Runs until the person quits, aborts, or the input ends; returns the exit status.
    func run() async -> Int32 {
        let events = session.start()
        if case .lines = session.mode {
            session.write(DemoStrings["alerts-demo: one AlertCenter behind every action."] + "\n")
            listFiles()
            session.write(DemoCommand.lineHelp + "\n")
        }
        redraw()
        promptIfIdle()
        for await received in events {
            // In full screen the input ends only when the terminal went away (a window closed,
            // a connection dropped): a hang-up, with or without the SIGHUP that comes with it.
            let event = received == .endOfInput && Self.isFullScreen(session.mode) ? TerminalEvent.terminated(signal: SIGHUP) : received
            let commandsBefore = commandsPerformed
            let disposition = alerts.handle(event)
            switch disposition {
            case .handled:
                break
            case .aborted:
                if case .terminated(let signal) = event {
                    return finish(status: 128 + signal, message: DemoStrings.format("alerts-demo: ended by signal %ld; every open alert was closed.", signal))
                }
                return finish(status: 130, message: DemoStrings["alerts-demo: interrupted; every open alert was closed."])
            case .inputEnded:
                return finish(status: 1, message: DemoStrings["alerts-demo: the input ended while an alert waited for an answer; exiting."])
            case .notHandled:
                if let exitStatus = await handle(event) { return exitStatus }
            }
            if quitConfirmed || log.writeError != nil {
                return finish(status: 0, message: nil)
            }
            if case .lines = session.mode, case .resized = event {
                // Line mode draws nothing, so a resize has nothing to show or ask again.
                continue
            }
            if case .lines = session.mode, disposition == .handled || commandsPerformed != commandsBefore {
                // Lets callers that awaited an answer, and work a command started, act before
                // the next line is read. A line that did neither (an unknown command) needs
                // no turn, so a flood of them costs no hop between threads each.
                await Task.yield()
            }
            redraw()
            promptIfIdle()
        }
        return finish(status: 0, message: nil)
    }

    // MARK: - Events

    private func handle(_ event: TerminalEvent) async -> Int32? {
        switch event {
        case .key(.control("l")):
            session.invalidate()
        case .key(let key):
            guard let command = DemoCommand(key: key) else { return nil }
            await perform(command)
        case .line(let line):
            if session.echoesInput { session.write(line.sanitizedForTerminal() + "\n") }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            guard let command = DemoCommand(line: trimmed) else {
                session.write(DemoStrings.format("Unknown command “%@”. Type h for help.", trimmed.sanitizedForTerminal()) + "\n")
                return nil
            }
            await perform(command)
        case .resized:
            session.invalidate()
        case .endOfInput:
            return finish(status: 0, message: DemoStrings["alerts-demo: the input ended; goodbye."])
        case .interrupted, .terminated:
            break
        }
        return nil
    }

    /// Carries out a command. With a script for input it returns only once every alert the
    /// command asks for has been requested, so scripts answer them in a fixed order; at a
    /// terminal, slow work runs in the background while what the person types is read.
    private func perform(_ command: DemoCommand) async {
        commandsPerformed += 1
        switch command {
        case .selectPrevious:
            selection = max(0, selection - 1)
        case .selectNext:
            selection = min(max(0, files.count - 1), selection + 1)
        case .delete(let number):
            guard let file = file(numbered: number) else { return }
            center.show(
                AlertData(
                    title: DemoStrings.format("Delete “%@”?", file.name),
                    message: DemoStrings["This cannot be undone."],
                    buttons: [.destructive(DemoStrings["Delete"]) { [weak self] in self?.remove(file) }, .cancel()],
                    style: .confirmationDialog
                ))
        case .burst:
            for index in 1...3 {
                center.show(
                    AlertData(
                        title: DemoStrings.format("Burst %1$ld of %2$ld", index, 3),
                        message: DemoStrings["Three alerts were requested at once; they wait in the queue and appear one at a time."]
                    ))
            }
        case .failingSync:
            await runInBackground { await $0.syncService.sync() }
        case .repeatedError:
            for _ in 1...3 {
                center.show(
                    AlertData(
                        title: DemoStrings["Connection lost"],
                        message: DemoStrings["Reported 3 times in a row, shown once: the reports share a coalescing key."],
                        coalescingKey: "connection-lost"
                    ))
            }
        case .urgent:
            center.show(
                AlertData(
                    title: DemoStrings["Weekly report ready"],
                    message: DemoStrings["A more urgent alert will interrupt this one in a moment; this one comes back after it."],
                    buttons: [.cancel(DemoStrings["Later"]), .ok(DemoStrings["Open"])]
                ))
            await runInBackground { app in
                // Cancelled (the demo is ending): no urgent alert.
                guard (try? await Task.sleep(nanoseconds: UInt64(Self.urgentDelay.nanoseconds))) != nil else { return }
                app.center.show(
                    AlertData(
                        title: DemoStrings["Battery critically low"],
                        message: DemoStrings.format("%ld%% left. Connect a charger now.", 2),
                        priority: .critical,
                        interruptsLowerPriority: true
                    ))
            }
        case .rename(let number):
            guard let file = file(numbered: number) else { return }
            rename(file)
        case .renameInPanel(let number):
            guard let file = file(numbered: number) else { return }
            // Line mode has no screen to draw a panel on: the rename asks with an alert there.
            if case .lines = session.mode { rename(file) } else { renameInPanel(file) }
        case .copy(let number):
            guard let file = file(numbered: number) else { return }
            showToast(ToastData(title: DemoStrings.format("Copied “%@”", file.name), style: .success, coalescingKey: "copied"))
        case .sync:
            await runInBackground { await $0.sync() }
        case .toastBurst:
            for _ in 1...4 {
                showToast(ToastData(title: DemoStrings["Draft saved"], style: .success, coalescingKey: "draft-saved"))
            }
            showToast(ToastData(title: DemoStrings["2 new messages"], position: .top))
            showToast(ToastData(title: DemoStrings["Disk almost full"], message: DemoStrings["1.2 GB left"], style: .warning))
            showToast(
                ToastData(
                    title: DemoStrings["Upload failed"],
                    style: .error,
                    button: ToastButton(DemoStrings["Retry"]) { [weak self] in self?.report(DemoStrings["Upload retried."]) }
                ))
        case .list:
            listFiles()
        case .help:
            if case .lines = session.mode {
                session.write(DemoCommand.lineHelp + "\n")
            } else {
                // Written over the screen, the help would be wiped by the next redraw: it is an
                // alert of its own instead, and asking again while it shows joins it.
                center.show(
                    AlertData(
                        title: DemoStrings["Keys"],
                        message: DemoCommand.keyHelp(unicode: session.usesUnicode),
                        coalescingKey: "help"
                    ))
            }
        case .quit:
            center.show(
                AlertData(
                    title: DemoStrings["Quit alerts-demo?"],
                    message: DemoStrings["Alerts still waiting end “host gone”."],
                    buttons: [
                        AlertButton(title: DemoStrings["No"], type: .cancel),
                        AlertButton(title: DemoStrings["Yes"]) { [weak self] in self?.quitConfirmed = true },
                    ]
                ))
        }
    }

    /// The awaited rename: the caller waits for the answer, then acts on the typed name.
    private func rename(_ file: DemoFile) {
        let request = center.show(
            AlertData(
                title: DemoStrings.format("Rename “%@”", file.name),
                message: DemoStrings["Type the new name."],
                buttons: [.cancel(), .ok(DemoStrings["Rename"])],
                textFields: [AlertTextField(placeholder: DemoStrings["New name"], text: file.name)]
            ))
        Task { [weak self] in
            let outcome = await request.value
            guard let self, outcome.isConfirmed, let typed = outcome.answer?.textValues.first else { return }
            let name = typed.trimmingCharacters(in: .whitespaces)
            if name.isEmpty {
                center.show(AlertData(title: DemoStrings["A file needs a name"], message: DemoStrings.format("“%@” keeps its name.", file.name)))
            } else if let index = files.firstIndex(where: { $0.id == file.id }) {
                files[index].name = name
                report(DemoStrings.format("Renamed “%1$@” to “%2$@”.", file.name, name))
            }
        }
    }

    /// The rename as a sheet: a panel whose Rename button refuses an empty name or one another
    /// file has with an alert over the panel, which stays for the person to fix the name or
    /// cancel.
    private func renameInPanel(_ file: DemoFile) {
        let panel = TerminalSheet<String>(
            message: DemoStrings["Type the new name. It must not be empty or taken by another file."],
            textFields: [AlertTextField(placeholder: DemoStrings["New name"], text: file.name)],
            buttons: [
                .cancel(),
                TerminalSheet.Button(title: DemoStrings["Rename"]) { [weak self] values in
                    guard let self else { return .stay }
                    let name = (values.first ?? "").trimmingCharacters(in: .whitespaces)
                    if name.isEmpty {
                        _ = await center.present(
                            title: DemoStrings["A file needs a name"], message: DemoStrings.format("Type a name, or cancel to keep “%@”.", file.name))
                        return .stay
                    }
                    if files.contains(where: { $0.name == name && $0.id != file.id }) {
                        _ = await center.present(
                            title: DemoStrings.format("“%@” is taken", name), message: DemoStrings["Another file has that name. Choose another one."])
                        return .stay
                    }
                    return .finish(name)
                },
            ]
        )
        Task { [weak self] in
            guard let self else { return }
            let outcome = await center.presentSheet(SheetData(title: DemoStrings.format("Rename “%@”…", file.name)), terminal: panel)
            guard case .finished(let name) = outcome, let index = files.firstIndex(where: { $0.id == file.id }) else { return }
            files[index].name = name
            report(DemoStrings.format("Renamed “%1$@” to “%2$@”.", file.name, name))
        }
    }

    /// Syncs behind a loading line that offers Cancel; the line gives way to a toast that says
    /// how it went.
    private func sync() async {
        let host = syncService.host
        var synced = ToastData(title: DemoStrings.format("Synced with %@", host), style: .success)
        synced.duration = Self.toastDuration
        try? await center.withLoading(
            DemoStrings.format("Syncing with %@…", host),
            isCancellable: true,
            success: synced,
            failure: { _ in
                var cancelled = ToastData(title: DemoStrings["Sync cancelled"], style: .warning)
                cancelled.duration = Self.toastDuration
                return cancelled
            }
        ) {
            try await Task.sleep(nanoseconds: UInt64(Self.syncLatency.nanoseconds))
        }
    }

    /// Shows a toast, for `ALERTS_TOAST_DURATION_MS` when it is set.
    private func showToast(_ toast: ToastData) {
        var toast = toast
        if let duration = Self.toastDuration { toast.duration = duration }
        center.showToast(toast)
    }

    /// Runs work that takes time: awaited when a script is the input, in the background at a
    /// terminal, so that an answer typed meanwhile goes to the prompt it was typed for. Awaited
    /// work is cancelled by SIGINT, SIGTERM or SIGHUP, which then end the demo at once.
    private func runInBackground(_ work: @escaping @MainActor @Sendable (DemoApp) async -> Void) async {
        if session.echoesInput {
            await session.cancellingOnTermination { [weak self] in
                guard let self else { return }
                await work(self)
            }
        } else {
            Task { [weak self] in
                guard let self else { return }
                await work(self)
            }
        }
    }

    /// The file a command names: the one numbered, or the selected one. Says so, in the
    /// status line or as a line, when there is none.
    private func file(numbered number: FileNumber?) -> DemoFile? {
        let index = if let number { number.index(amongCount: files.count) } else { files.indices.contains(selection) ? selection : nil }
        guard let index else {
            report(
                files.isEmpty || number == nil
                    ? DemoStrings["There are no files left."] : DemoStrings.format("There is no file %@; type l to list them.", number?.text ?? ""))
            return nil
        }
        return files[index]
    }

    private func remove(_ file: DemoFile) {
        files.removeAll { $0.id == file.id }
        selection = min(selection, max(0, files.count - 1))
        report(DemoStrings.format("Deleted “%@”.", file.name))
    }

    /// Shows what an action did: in the status line, or as a line in line mode.
    private func report(_ text: String) {
        status = text
        if case .lines = session.mode { session.write(text + "\n") }
        redraw()
    }

    // MARK: - Output

    private func listFiles() {
        var text = DemoStrings["Files:"] + "\n"
        for (index, file) in files.enumerated() {
            text += "  \(index + 1). \(file.name) (\(file.formattedSize))\n"
        }
        if files.isEmpty { text += "  " + DemoStrings["(no files left)"] + "\n" }
        session.write(text)
    }

    /// In line mode, asks for the next command when no alert waits for an answer.
    private func promptIfIdle() {
        guard case .lines = session.mode, !alerts.isShowingAlert else { return }
        session.write(DemoStrings["Command: "])
    }

    private func redraw() {
        guard session.isStarted, case .fullScreen(let appearance) = session.mode else { return }
        var canvas = TerminalCanvas(size: session.size)
        let edges = alerts.edgeInsets(for: canvas.size)
        DemoScreen(files: files, selection: selection, log: log.lines, status: status, usesUnicode: appearance.usesUnicode, edges: edges)
            .draw(on: &canvas)
        alerts.draw(on: &canvas)
        session.render(canvas)
    }

    /// Closes every alert still open (they end “host gone”), gives the terminal back, and
    /// prints what happened. When standard output could not be written, says so and ends with
    /// ``StandardStream/failureStatus``, unless a signal ends the demo. Nothing written here
    /// traps: after a hang-up the terminal is gone, and the writes fail quietly.
    private func finish(status: Int32, message: String?) -> Int32 {
        center.close()
        session.finishLine()
        session.end()
        log.printTranscript()
        var exitStatus = status
        var messages = message.map { [$0] } ?? []
        if let error = log.writeError {
            messages.append(DemoStrings.format("alerts-demo: cannot write to standard output (%@).", StandardStream.describe(error)))
            if exitStatus < 128 { exitStatus = StandardStream.failureStatus }
        }
        for message in messages {
            StandardStream.error.write((session.usesUnicode ? message : message.asciiFallback()) + "\n")
        }
        return exitStatus
    }

    /// How long a new alert holds the keys that choose a button: `ALERTS_ACTIVATION_DELAY_MS`
    /// milliseconds when set (0 turns the hold off), else the renderer's default.
    private static func activationDelay() -> AlertDuration {
        let milliseconds = ProcessInfo.processInfo.environment["ALERTS_ACTIVATION_DELAY_MS"].flatMap { Int($0) }
        return milliseconds.map { .milliseconds(max(0, $0)) } ?? TerminalAlertRenderer.defaultActivationDelay
    }

    private static func isFullScreen(_ mode: TerminalMode) -> Bool {
        if case .fullScreen = mode { true } else { false }
    }
}
