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
        guard let sheet, sheet.id != dismissedSheet, sheetSlot.presented?.id == sheet.id else { return false }
        if drawnSheet != sheet.id, presentedSheet == sheet.id, let clock = host?.center.clock {
            drawnSheet = sheet.id
            sheetDrawnAt = clock.now
        }
        return true
    }

    /// SwiftUI turned the sheet's binding off: the person swiped it down. Its end is reported
    /// by ``sheetDidDismiss()``, once the sheet has left the screen.
    func setSheetPresented(_ isPresented: Bool, _ sheet: SheetPresentation?) {
        guard !isPresented, let sheet, sheet.id != dismissedSheet else { return }
        dismissedSheet = sheet.id
        contentBeganLeaving()
    }

    /// SwiftUI's `onDismiss`: the sheet has left the screen. One the person dismissed ends
    /// `.dismissed`; one the center took down lets the next alert or sheet show. The host this
    /// one is inside learns that a sheet above it has gone.
    func sheetDidDismiss() {
        guard let id = presentedSheet else { return }
        sheetDidDismiss(id: id)
    }

    private func sheetDidDismiss(id: AlertPresentationID) {
        guard let host else { return }
        presentedSheet = nil
        forgetDrawnSheet()
        if sheetSlot.current?.id == id {
            sheetSlot.current = nil
        }
        if sheetSlot.shown?.id == id {
            sheetSlot.shown = nil
            sheetSlot.isHeld = false
            contentHosts = []
        }
        writeSheetSlot?(sheetSlot)
        if dismissedSheet == id {
            dismissedSheet = nil
            host.sheetDismissed(id)
        } else {
            host.sheetDismissalFinished(id)
        }
        presentingConnection?.contentSheetLeft()
    }

    /// Hands each change of the sheet this host presents to the view, until the calling task is
    /// cancelled. The content of a full-screen cover runs it: the cover takes the host's own
    /// view off screen, which cancels that view's task, and the cover must still learn that it
    /// ends.
    func followSheets(_ update: @escaping @MainActor (PresentedSheetSlot) -> Void) async {
        guard let host else { return }
        writeSheetSlot = update
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
            guard sheetSlot.current?.id != sheet.id else { return }
            forgetDrawnSheet()
            presentedSheet = sheet.id
            if sheetSlot.shown?.id != sheet.id {
                contentHosts = []
            }
            sheetSlot = PresentedSheetSlot(current: sheet, shown: sheet)
        } else {
            guard let current = sheetSlot.current else { return }
            sheetSlot.current = nil
            contentBeganLeaving()
            guard drawnSheet == current.id else {
                // SwiftUI never read its binding as `true`: it ends here, and no `onDismiss`
                // will come.
                sheetDidDismiss(id: current.id)
                return
            }
            sheetSlot.isHeld = true
            letTakenDownSheetGo()
        }
        writeSheetSlot?(sheetSlot)
    }

    /// SwiftUI put the content of sheet `id` on screen (its `onAppear`).
    func sheetAppeared(_ id: AlertPresentationID) {
        if presentedSheet == id {
            appearedSheet = id
        }
    }

    /// Forgets what SwiftUI drew of the sheet presented until now, and stops its timer.
    private func forgetDrawnSheet() {
        drawnSheet = nil
        sheetDrawnAt = nil
        appearedSheet = nil
        sheetDismissalRetries = 0
        sheetLeavingTimer?.cancel()
        sheetLeavingTimer = nil
    }

    /// Lets SwiftUI dismiss the sheet the center took down from this host, by turning its
    /// binding `false`, once nothing would make SwiftUI lose the dismissal: no sheet presented
    /// from inside it is leaving (``contentSheetLeft()`` tries again when one has gone), and it
    /// has finished sliding in. Until then it stays held (``PresentedSheetSlot/isHeld``).
    private func letTakenDownSheetGo() {
        guard sheetSlot.isHeld, sheetSlot.current == nil, let shown = sheetSlot.shown, presentedSheet == shown.id,
            let clock = host?.center.clock
        else { return }
        guard !contentHosts.contains(where: { $0.value?.hasLeavingSheet == true }) else { return }
        if let drawnAt = sheetDrawnAt, clock.now - drawnAt < Self.presentationAppearance {
            sheetLeavingTimer?.cancel()
            sheetLeavingTimer = clock.schedule(after: drawnAt + Self.presentationAppearance - clock.now) { [weak self] in
                guard let self else { return }
                sheetLeavingTimer = nil
                letTakenDownSheetGo()
                writeSheetSlot?(sheetSlot)
            }
            return
        }
        sheetSlot.isHeld = false
        checkDismissal(of: shown.id)
    }

    /// How long a sheet whose binding turned `false` may take to leave before the host takes
    /// its dismissal for lost: four times the slowest sheet animation reported (0.5 s), so that
    /// a slow dismissal is not asked for again while it still runs.
    static let sheetDismissalDeadline = AlertDuration.seconds(2)

    /// How many times a sheet whose content never appeared is asked to close before the host
    /// takes it for gone: SwiftUI read its binding but never presented it.
    static let sheetDismissalRetriesUnseen = 3

    /// How long the binding of a sheet whose dismissal was lost reads `true` again, before it
    /// turns `false` anew: long enough for SwiftUI to read it in an update of its own.
    static let sheetDismissalRetry = AlertDuration.milliseconds(100)

    /// Makes sure sheet `id`, whose binding now reads `false`, leaves: SwiftUI before iOS 17
    /// loses a dismissal asked for while another presentation changes (an app's own sheet
    /// leaving inside it), and the sheet then stays up. If it has not left by the deadline, its
    /// binding reads `true` for a moment and then `false` again, until it leaves; one whose
    /// content never appeared is taken for gone after a few tries.
    private func checkDismissal(of id: AlertPresentationID) {
        sheetLeavingTimer?.cancel()
        sheetLeavingTimer = nil
        guard let clock = host?.center.clock else { return }
        sheetLeavingTimer = clock.schedule(after: Self.sheetDismissalDeadline) { [weak self] in
            guard let self else { return }
            sheetLeavingTimer = nil
            guard presentedSheet == id, sheetSlot.shown?.id == id, sheetSlot.presented == nil, host?.isAttached == true else { return }
            guard appearedSheet == id || sheetDismissalRetries < Self.sheetDismissalRetriesUnseen else {
                sheetDidDismiss(id: id)
                return
            }
            sheetDismissalRetries += 1
            sheetSlot.isHeld = true
            writeSheetSlot?(sheetSlot)
            sheetLeavingTimer = clock.schedule(after: Self.sheetDismissalRetry) { [weak self] in
                guard let self else { return }
                sheetLeavingTimer = nil
                letTakenDownSheetGo()
                writeSheetSlot?(sheetSlot)
            }
        }
    }

    /// Whether the sheet this host presents is leaving the screen: the center took it down, or
    /// the person is swiping it away, and SwiftUI has not reported it gone. A sheet SwiftUI
    /// never read as presented is not leaving, and a host whose view has gone has none: its
    /// sheet went with it.
    var hasLeavingSheet: Bool {
        guard let presentedSheet, drawnSheet == presentedSheet, let host, host.isAttached else { return false }
        return dismissedSheet == presentedSheet || host.sheetPresentation?.id != presentedSheet
    }

    /// A host inside this host's sheet saw its own sheet leave the screen, or went away: a sheet
    /// held for it is let go once none inside is leaving.
    func contentSheetLeft() {
        guard sheetSlot.isHeld else { return }
        letTakenDownSheetGo()
        writeSheetSlot?(sheetSlot)
    }

    /// Records the sheet this host's view is inside, as its `\.finishSheet` tells: the host that
    /// presents it learns of this one.
    func useEnclosingSheet(_ finishSheet: FinishSheetAction) {
        guard let presenting = finishSheet.connection, let presentation = finishSheet.presentation, presenting !== self,
            presentingConnection !== presenting || enclosingSheet != presentation
        else { return }
        presentingConnection = presenting
        enclosingSheet = presentation
        presenting.addContentHost(self, inside: presentation)
    }

    private func addContentHost(_ connection: AlertHostConnection, inside presentation: AlertPresentationID) {
        guard sheetSlot.shown?.id == presentation, !contentHosts.contains(where: { $0.value === connection }) else { return }
        contentHosts.removeAll { $0.value == nil }
        contentHosts.append(WeakConnection(connection))
        if sheetSlot.current?.id != presentation || dismissedSheet == presentation {
            connection.isInLeavingSheet = true
        }
    }

    /// The sheet this host presents began to leave: the hosts inside it are passed over.
    private func contentBeganLeaving() {
        for content in contentHosts {
            content.value?.beginLeaving()
        }
    }

    private func beginLeaving() {
        guard !isInLeavingSheet else { return }
        isInLeavingSheet = true
        host?.setVisible(canShow)
    }

    /// Finishes the sheet `id` with `value`; returns whether it was presented from this host and
    /// waits for a value of that type.
    func finishSheet(_ id: AlertPresentationID, with value: some Sendable) -> Bool {
        host?.finishSheet(id, with: value) ?? false
    }
}
