import Alerts

/// The sheet a `.showAlertView()` presents, as SwiftUI is to draw it.
struct PresentedSheetSlot {
    /// The sheet the center presents from the host now.
    var current: SheetPresentation?
    /// The sheet whose content is drawn: the current one, or the last one until SwiftUI reports
    /// it gone, so that its content stays on screen while it slides away.
    var shown: SheetPresentation?
    /// Whether ``shown``, which the center took down, stays presented for now: while a sheet
    /// presented from inside it is still leaving, while it still slides in, and for a moment
    /// when SwiftUI lost its dismissal and it is asked to close again. Before iOS 17 SwiftUI
    /// dismisses one presentation level per update, and UIKit none while a presentation
    /// animates.
    var isHeld = false

    /// The sheet SwiftUI is to present: the current one, or the one held.
    var presented: SheetPresentation? { current ?? (isHeld ? shown : nil) }
}
