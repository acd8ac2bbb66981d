import Alerts

/// Sheets: requests made through this host, and what SwiftUI reports of the sheet the host
/// presents.
extension AlertHostConnection {
    func presentSheet<Value: Sendable>(_ sheet: SheetData, content: SheetContent, from callSite: AlertCallSite) async -> SheetOutcome<Value> {
        if let host {
            return await host.presentSheet(sheet, content: content, finishingWith: Value.self)
        }
        if let center {
            return await center.presentSheet(sheet, content: content, finishingWith: Value.self)
        }
        warnOnce(
            at: callSite,
            "showSheet was called at \(callSite) with no .showAlertView() above the view, so the sheet “\(sheet.title)” cannot be shown; apply .showAlertView() at the root of the view hierarchy."
        )
        return await rejectingCenter().presentSheet(sheet, content: content, finishingWith: Value.self)
    }

    /// Whether SwiftUI should present `sheet`: while the center presents it from this host, or
    /// while it is held (``PresentedSheetSlot/isHeld``), until the person begins to dismiss it.
    /// This is the `get` of the sheet's binding: the first time it reads `true`, SwiftUI starts
    /// to present the sheet, which slides in from then on.
    func isSheetPresented(_ sheet: SheetPresentation?) -> Bool {
        guard let sheet, self.sheet.slot.presented?.id == sheet.id else { return false }
        if sheet.id == self.sheet.dismissedByPerson {
            // Closed while it still slides in: it reads `true` until it is in.
            guard case .finishingAppearance = self.sheet.phase else { return false }
        }
        if !self.sheet.isDrawn, self.sheet.presented == sheet.id, let clock = host?.center.clock {
            self.sheet.readAsPresented(sheet.id, at: clock.now)
        }
        return true
    }

    /// SwiftUI turned the binding made for `sheet` off: the person swiped it down, or its
    /// content called `dismiss()`. Its end is reported by ``sheetDidDismiss(_:)``, once the
    /// sheet has left the screen. SwiftUI may write this `false` only once the sheet has gone,
    /// after its `onDismiss`, through the binding of the sheet presented next: such a write,
    /// and one for a sheet already gone, change nothing. A sheet closed while it still slides in
    /// keeps its binding `true` until it is in (``HostTiming/presentationAppearance``): SwiftUI
    /// before iOS 17 loses a dismissal asked for during a transition, and the sheet would stay
    /// up, its request never ending.
    func setSheetPresented(_ isPresented: Bool, _ sheet: SheetPresentation?) {
        guard !isPresented, self.sheet.bindingTurnedFalse(for: sheet?.id) else { return }
        contentBeganLeaving()
        if case .drawn(let drawing) = self.sheet.phase, let timer = timerUntilAppeared(drawing) {
            self.sheet.enter(.finishingAppearance(drawing, timer))
        }
    }

    /// SwiftUI's `onDismiss` for the sheet `dismissed` (the one its binding and content were
    /// made for): it has left the screen. One the person dismissed ends `.dismissed`, whether
    /// SwiftUI wrote its binding's `false` before or has yet to; one the center took down lets
    /// the next alert or sheet show. A sheet that has already ended is left alone. The host
    /// this one is inside learns that a sheet above it has gone.
    func sheetDidDismiss(_ dismissed: SheetPresentation?) {
        guard let id = dismissed?.id, id == sheet.presented else { return }
        sheetDidDismiss(id: id)
    }

    private func sheetDidDismiss(id: AlertPresentationID) {
        guard let host else { return }
        // The center still presents it: the person took it down, and SwiftUI reports it gone
        // before writing its binding's `false`.
        let beforeItsFalse = host.sheetPresentation?.id == id && sheet.dismissedByPerson != id
        if beforeItsFalse {
            contentBeganLeaving()
        }
        let ended = sheet.end(id, beforeItsFalse: beforeItsFalse)
        if ended.wasShown {
            visibility.contentHosts = []
        }
        writeSheetSlot()
        if ended.byPerson {
            host.sheetDismissed(id)
        } else {
            host.sheetDismissalFinished(id)
        }
        visibility.presentingConnection?.contentSheetLeft()
    }

    /// Hands the sheet as SwiftUI is to draw it to the view's state.
    private func writeSheetSlot() {
        sheet.write?(sheet.slot)
    }

    /// Hands each change of the sheet this host presents to the view, until the calling task is
    /// cancelled. The content of a full-screen cover runs it: the cover takes the host's own
    /// view off screen, which cancels that view's task, and the cover must still learn that it
    /// ends.
    func followSheets(_ update: @escaping @MainActor (PresentedSheetSlot) -> Void) async {
        guard let host else { return }
        sheet.write = update
        for await sheet in host.sheetPresentations {
            sheetChanged(sheet)
        }
    }

    /// The center presents `sheet` from this host, or takes down the one it presented. A sheet
    /// taken down stays drawn while it leaves, and stays presented while a sheet presented from
    /// inside it is still leaving or it still slides in (see ``PresentedSheetSlot/isHeld``); one
    /// SwiftUI never presented ends at once. The hosts inside it show nothing more.
    func sheetChanged(_ sheet: SheetPresentation?) {
        if let sheet {
            guard self.sheet.slot.current?.id != sheet.id else { return }
            if self.sheet.present(sheet) {
                visibility.contentHosts = []
            }
        } else {
            guard let current = self.sheet.slot.current else { return }
            self.sheet.slot.current = nil
            contentBeganLeaving()
            guard self.sheet.isDrawn, self.sheet.presented == current.id else {
                // SwiftUI never read its binding as `true`: it ends here, and no `onDismiss`
                // will come.
                sheetDidDismiss(id: current.id)
                return
            }
            self.sheet.slot.isHeld = true
            letTakenDownSheetGo()
        }
        writeSheetSlot()
    }

    /// SwiftUI put the content of sheet `id` on screen (its `onAppear`).
    func sheetAppeared(_ id: AlertPresentationID) {
        sheet.appeared(id)
    }

    /// Lets SwiftUI dismiss the sheet the center took down from this host, by turning its
    /// binding `false`, once nothing would make SwiftUI lose the dismissal: no sheet presented
    /// from inside it is leaving (``contentSheetLeft()`` tries again when one has gone), and it
    /// has finished sliding in. Until then it stays held (``PresentedSheetSlot/isHeld``).
    private func letTakenDownSheetGo() {
        guard sheet.slot.isHeld, sheet.slot.current == nil, let shown = sheet.slot.shown, sheet.presented == shown.id,
            let drawing = sheet.phase.drawing, host != nil
        else { return }
        guard !visibility.contentHosts.contains(where: { $0.value?.hasLeavingSheet == true }) else { return }
        if let timer = timerUntilAppeared(drawing) {
            sheet.enter(.finishingAppearance(drawing, timer))
            return
        }
        sheet.enter(.drawn(drawing))
        sheet.slot.isHeld = false
        awaitDismissal(drawing)
    }

    /// A timer for the end of the appearance of the sheet SwiftUI drew as `drawing`
    /// (``HostTiming/presentationAppearance``); `nil` once it is in.
    private func timerUntilAppeared(_ drawing: SheetLife.Drawing) -> (any AlertTimer)? {
        guard let clock = host?.center.clock, clock.now - drawing.drawnAt < HostTiming.presentationAppearance else { return nil }
        return clock.schedule(after: drawing.drawnAt + HostTiming.presentationAppearance - clock.now) { [weak self] in
            self?.sheetTimerFired()
        }
    }

    /// Makes sure the sheet taken down, whose binding now reads `false`, leaves: SwiftUI before
    /// iOS 17 loses a dismissal asked for while another presentation changes (an app's own
    /// sheet leaving inside it), and the sheet then stays up. If it has not left by the deadline
    /// (``HostTiming/sheetDismissalDeadline``), its binding reads `true` for a moment and then
    /// `false` again, until it leaves; one whose content never appeared is taken for gone after
    /// a few tries.
    private func awaitDismissal(_ drawing: SheetLife.Drawing) {
        guard let clock = host?.center.clock else {
            sheet.stopWaiting()
            return
        }
        let timer = clock.schedule(after: HostTiming.sheetDismissalDeadline) { [weak self] in
            self?.sheetTimerFired()
        }
        sheet.enter(.awaitingDismissal(drawing, timer))
    }

    /// The timer of the sheet's phase fired: the wait it belongs to is over.
    private func sheetTimerFired() {
        switch sheet.phase {
        case .undrawn, .drawn:
            return
        case .finishingAppearance(let drawing, _), .askingAgain(let drawing, _):
            sheet.enter(.drawn(drawing))
            letTakenDownSheetGo()
            writeSheetSlot()
        case .awaitingDismissal(let drawing, _):
            sheet.enter(.drawn(drawing))
            dismissalDeadlinePassed(drawing)
        }
    }

    /// The sheet taken down has not left by the deadline: its binding reads `true` for a moment
    /// (``HostTiming/sheetDismissalRetry``), so that SwiftUI can take its `false` anew.
    private func dismissalDeadlinePassed(_ drawing: SheetLife.Drawing) {
        guard let id = sheet.presented, sheet.slot.shown?.id == id, sheet.slot.presented == nil, let host, host.isAttached else {
            return
        }
        guard drawing.hasAppeared || drawing.dismissalRetries < HostTiming.sheetDismissalRetriesUnseen else {
            sheetDidDismiss(id: id)
            return
        }
        var retried = drawing
        retried.dismissalRetries += 1
        let timer = host.center.clock.schedule(after: HostTiming.sheetDismissalRetry) { [weak self] in
            self?.sheetTimerFired()
        }
        sheet.slot.isHeld = true
        sheet.enter(.askingAgain(retried, timer))
        writeSheetSlot()
    }

    /// Whether the sheet this host presents is leaving the screen: the center took it down, or
    /// the person is swiping it away, and SwiftUI has not reported it gone. A sheet SwiftUI
    /// never read as presented is not leaving, and a host whose view has gone has none: its
    /// sheet went with it.
    var hasLeavingSheet: Bool {
        guard let presented = sheet.presented, sheet.isDrawn, let host, host.isAttached else { return false }
        return sheet.dismissedByPerson == presented || host.sheetPresentation?.id != presented
    }

    /// A host inside this host's sheet saw its own sheet leave the screen, or went away: a sheet
    /// held for it is let go once none inside is leaving.
    func contentSheetLeft() {
        guard sheet.slot.isHeld else { return }
        letTakenDownSheetGo()
        writeSheetSlot()
    }

    /// Records the sheet this host's view is inside, as its `\.finishSheet` tells: the host that
    /// presents it learns of this one.
    func useEnclosingSheet(_ finishSheet: FinishSheetAction) {
        guard let presenting = finishSheet.connection, let presentation = finishSheet.presentation, presenting !== self,
            visibility.presentingConnection !== presenting || visibility.enclosingSheet != presentation
        else { return }
        visibility.presentingConnection = presenting
        visibility.enclosingSheet = presentation
        presenting.addContentHost(self, inside: presentation)
    }

    private func addContentHost(_ connection: AlertHostConnection, inside presentation: AlertPresentationID) {
        guard sheet.slot.shown?.id == presentation, !visibility.contentHosts.contains(where: { $0.value === connection }) else { return }
        visibility.contentHosts.removeAll { $0.value == nil }
        visibility.contentHosts.append(WeakConnection(connection))
        if sheet.slot.current?.id != presentation || sheet.dismissedByPerson == presentation {
            connection.visibility.isInLeavingSheet = true
        }
    }

    /// The sheet this host presents began to leave: the hosts inside it are passed over.
    private func contentBeganLeaving() {
        for content in visibility.contentHosts {
            content.value?.beginLeaving()
        }
    }

    private func beginLeaving() {
        guard !visibility.isInLeavingSheet else { return }
        visibility.isInLeavingSheet = true
        host?.setVisible(canShow)
    }

    /// Finishes the sheet `id` with `value`; returns whether it was presented from this host and
    /// waits for a value of that type.
    func finishSheet(_ id: AlertPresentationID, with value: some Sendable) -> Bool {
        host?.finishSheet(id, with: value) ?? false
    }
}
