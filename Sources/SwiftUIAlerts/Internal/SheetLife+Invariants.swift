import Alerts

extension SheetLife {
    /// What is wrong with the sheet's state, if anything; checked after every step where the
    /// package is built with its internal checks.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if isDrawn, presented == nil {
            violations.append("records a drawn sheet while none is presented")
        }
        if isDrawn, let shown = slot.shown, shown.id != presented {
            violations.append("draws sheet \(shown.id) while \(String(describing: presented)) is the one presented")
        }
        if slot.isHeld, !isDrawn {
            violations.append("holds sheet \(String(describing: slot.shown?.id)), which SwiftUI never drew")
        }
        if slot.isHeld, slot.shown == nil {
            violations.append("holds a sheet while none is shown")
        }
        if let dismissedByPerson, dismissedByPerson != presented {
            violations.append("records the person dismissing sheet \(dismissedByPerson), which is not the one presented")
        }
        if let awaitingItsFalse, awaitingItsFalse == presented {
            violations.append("awaits the late false of sheet \(awaitingItsFalse), which is still presented")
        }
        switch phase {
        case .undrawn, .drawn:
            break
        case .finishingAppearance:
            if dismissedByPerson != presented, !slot.isHeld || slot.current != nil {
                violations.append("waits for the sheet to finish appearing while it is neither held taken down nor closed")
            }
        case .askingAgain:
            if !slot.isHeld || slot.current != nil {
                violations.append("waits to let the sheet go while it is not held taken down")
            }
        case .awaitingDismissal:
            if slot.isHeld || slot.current != nil {
                violations.append("awaits the dismissal of a sheet that is still presented")
            }
        }
        return violations
    }
}
