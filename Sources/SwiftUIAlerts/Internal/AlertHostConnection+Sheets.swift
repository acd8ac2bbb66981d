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

    /// Whether SwiftUI should present `sheet`: until the person begins to dismiss it.
    func isSheetPresented(_ sheet: SheetPresentation?) -> Bool {
        guard let sheet else { return false }
        return sheet.id != dismissedSheet
    }

    /// SwiftUI turned the sheet's binding off: the person swiped it down. Its end is reported
    /// by ``sheetDidDismiss()``, once the sheet has left the screen.
    func setSheetPresented(_ isPresented: Bool, _ sheet: SheetPresentation?) {
        guard !isPresented, let sheet else { return }
        dismissedSheet = sheet.id
    }

    /// SwiftUI's `onDismiss`: the sheet has left the screen. One the person dismissed ends
    /// `.dismissed`; one the center took down lets the next alert or sheet show.
    func sheetDidDismiss() {
        guard let id = presentedSheet, let host else { return }
        presentedSheet = nil
        if dismissedSheet == id {
            dismissedSheet = nil
            host.sheetDismissed(id)
        } else {
            host.sheetDismissalFinished(id)
        }
    }

    /// Hands each change of the sheet this host presents to `update`, until the calling task is
    /// cancelled. The content of a full-screen cover runs it: the cover takes the host's own
    /// view off screen, which cancels that view's task, and the cover must still learn that it
    /// ends.
    func followSheets(_ update: @escaping @MainActor (SheetPresentation?) -> Void) async {
        guard let host else { return }
        for await sheet in host.sheetPresentations {
            sheetChanged(sheet)
            update(sheet)
        }
    }

    /// The center presents `sheet` from this host (or nothing).
    func sheetChanged(_ sheet: SheetPresentation?) {
        if let sheet { presentedSheet = sheet.id }
    }

    /// Finishes the sheet `id` with `value`; returns whether it was presented from this host and
    /// waits for a value of that type.
    func finishSheet(_ id: AlertPresentationID, with value: some Sendable) -> Bool {
        host?.finishSheet(id, with: value) ?? false
    }
}
