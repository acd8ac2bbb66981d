import Alerts

/// The life of the sheet a `.showAlertView()` presents, as SwiftUI draws it: which sheet the
/// center presents from the host, what the view is to draw, and how far SwiftUI has got with it.
///
/// A timer belongs to the phase that started it: a phase that ends takes its timer with it, and
/// the timer's firing is read against the phase the sheet is in then (``Phase/timer``).
struct SheetLife {
    /// What SwiftUI drew of the sheet the host presents.
    struct Drawing: Equatable {
        /// When SwiftUI first read the sheet's binding as `true`: it slides in from then on.
        let drawnAt: AlertDuration
        /// Whether SwiftUI put its content on screen (its `onAppear`).
        var hasAppeared = false
        /// How many times the sheet, taken down, was asked to close again.
        var dismissalRetries = 0
    }

    /// How far SwiftUI has got with the sheet presented from the host.
    enum Phase {
        /// SwiftUI has not read its binding as `true`, or no sheet is presented.
        case undrawn
        /// SwiftUI read its binding as `true`; nothing is awaited.
        case drawn(Drawing)
        /// Taken down, or closed by the person or its content, while it still slides in: it
        /// stays presented until the timer ends the appearance
        /// (``HostTiming/presentationAppearance``).
        case finishingAppearance(Drawing, any AlertTimer)
        /// Its binding reads `false`; the timer ends the wait for SwiftUI's `onDismiss`
        /// (``HostTiming/sheetDismissalDeadline``).
        case awaitingDismissal(Drawing, any AlertTimer)
        /// Its dismissal was lost: its binding reads `true` for a moment, until the timer turns
        /// it `false` anew (``HostTiming/sheetDismissalRetry``).
        case askingAgain(Drawing, any AlertTimer)

        /// What SwiftUI drew, once it read the binding as `true`.
        var drawing: Drawing? {
            switch self {
            case .undrawn: nil
            case .drawn(let drawing), .finishingAppearance(let drawing, _), .awaitingDismissal(let drawing, _),
                .askingAgain(let drawing, _):
                drawing
            }
        }

        /// The timer the phase waits on.
        var timer: (any AlertTimer)? {
            switch self {
            case .undrawn, .drawn: nil
            case .finishingAppearance(_, let timer), .awaitingDismissal(_, let timer), .askingAgain(_, let timer): timer
            }
        }

        /// The same phase, with `drawing` for what SwiftUI drew.
        func with(_ drawing: Drawing) -> Phase {
            switch self {
            case .undrawn, .drawn: .drawn(drawing)
            case .finishingAppearance(_, let timer): .finishingAppearance(drawing, timer)
            case .awaitingDismissal(_, let timer): .awaitingDismissal(drawing, timer)
            case .askingAgain(_, let timer): .askingAgain(drawing, timer)
            }
        }
    }

    /// The sheet presented from this host, until SwiftUI reports it gone.
    var presented: AlertPresentationID?
    /// The sheet the person began to dismiss: the one presented, whose binding SwiftUI turned
    /// `false`.
    private(set) var dismissedByPerson: AlertPresentationID?
    /// The sheet the person dismissed that SwiftUI reported gone before it wrote `false` to its
    /// binding: SwiftUI still writes it, at the end of the dismissal or up to a second later,
    /// through the binding it holds then, which may be a later sheet's. The next `false` is
    /// that write, whichever sheet its binding was made for.
    private(set) var awaitingItsFalse: AlertPresentationID?
    /// The sheet the view presents, as SwiftUI is to draw it.
    var slot = PresentedSheetSlot()
    /// Writes ``slot`` into the view's state, so that SwiftUI reads the sheet's binding again;
    /// set by the task that follows the host's sheets, and kept while the view lives.
    var write: (@MainActor (PresentedSheetSlot) -> Void)?
    /// How far SwiftUI has got with ``presented``.
    private(set) var phase = Phase.undrawn

    /// Whether SwiftUI read the binding of ``presented`` as `true`.
    var isDrawn: Bool { phase.drawing != nil }

    /// Moves to `next`, stopping the timer of the phase it leaves.
    @MainActor
    mutating func enter(_ next: Phase) {
        phase.timer?.cancel()
        phase = next
    }

    /// Ends the wait of the current phase, keeping what SwiftUI drew.
    @MainActor
    mutating func stopWaiting() {
        enter(phase.drawing.map(Phase.drawn) ?? .undrawn)
    }

    /// SwiftUI read the binding of `id` as `true` at `now`: the first time, it starts to slide in.
    mutating func readAsPresented(_ id: AlertPresentationID, at now: AlertDuration) {
        guard !isDrawn, presented == id else { return }
        phase = .drawn(Drawing(drawnAt: now))
    }

    /// SwiftUI put the content of sheet `id` on screen.
    mutating func appeared(_ id: AlertPresentationID) {
        guard presented == id, var drawing = phase.drawing else { return }
        drawing.hasAppeared = true
        phase = phase.with(drawing)
    }

    /// SwiftUI wrote `false` through the binding made for `sheet`. Returns whether it is the
    /// person dismissing the sheet presented now; a `false` SwiftUI still owed a sheet that has
    /// gone, or one for a sheet no longer presented, changes nothing.
    mutating func bindingTurnedFalse(for sheet: AlertPresentationID?) -> Bool {
        guard awaitingItsFalse == nil else {
            awaitingItsFalse = nil
            return false
        }
        guard let sheet, sheet == presented, sheet != dismissedByPerson else { return false }
        dismissedByPerson = sheet
        return true
    }

    /// The center presents `sheet` from the host: SwiftUI is to draw it from now on. Returns
    /// whether it replaces another sheet drawn until now.
    @MainActor
    mutating func present(_ sheet: SheetPresentation) -> Bool {
        enter(.undrawn)
        presented = sheet.id
        if dismissedByPerson != sheet.id {
            dismissedByPerson = nil
        }
        let replaces = slot.shown?.id != sheet.id
        slot = PresentedSheetSlot(current: sheet, shown: sheet)
        return replaces
    }

    /// Sheet `id` has left the screen; `beforeItsFalse` when the person dismissed it and
    /// SwiftUI has not written its binding's `false` yet. Returns whether its content was drawn
    /// until now, and whether the person dismissed it.
    @MainActor
    mutating func end(_ id: AlertPresentationID, beforeItsFalse: Bool = false) -> (wasShown: Bool, byPerson: Bool) {
        enter(.undrawn)
        presented = nil
        if beforeItsFalse {
            awaitingItsFalse = id
        }
        if slot.current?.id == id {
            slot.current = nil
        }
        let wasShown = slot.shown?.id == id
        if wasShown {
            slot.shown = nil
            slot.isHeld = false
        }
        let byPerson = beforeItsFalse || dismissedByPerson == id
        dismissedByPerson = nil
        return (wasShown, byPerson)
    }
}
