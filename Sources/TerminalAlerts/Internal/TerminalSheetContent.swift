import Alerts

/// A ``TerminalSheet`` of any value type, as the renderer sees it.
protocol TerminalSheetContent: Sendable {
    var message: String? { get }
    var textFields: [AlertTextField] { get }
    /// The buttons as shown, never empty.
    var buttonFaces: [AlertButton] { get }
    /// Whether the button at `index` of ``buttonFaces`` dismisses the sheet without an action.
    func dismisses(buttonAt index: Int) -> Bool
    /// Runs the action of the button at `index` of ``buttonFaces``.
    @MainActor func run(buttonAt index: Int, textValues: [String]) async -> TerminalSheetResult
}

/// What choosing a sheet's button came to.
enum TerminalSheetResult: Sendable {
    case finish(any Sendable)
    case stay
    /// A cancel button: the person dismissed the sheet.
    case dismiss
}
