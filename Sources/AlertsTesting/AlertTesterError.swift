import Alerts

/// Why an ``AlertTester`` could not do what a test asked, described so that the failure
/// message alone says what was on screen.
///
/// The tester's methods throw it, so a test in Swift Testing or XCTest fails at the call:
///
/// ```swift
/// try tester.tap("Delete")
/// // error: no button titled “Delete”; the visible alert “Delete file?” has “Cancel”, “Remove”
/// ```
public enum AlertTesterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No alert is visible, so there is nothing to tap, type into or dismiss.
    case noVisibleAlert
    /// The visible alert has no button with this title.
    case noButton(titled: String, alert: String, available: [String])
    /// The visible alert has no button with this role.
    case noButtonWithRole(AlertButtonType, alert: String, available: [String])
    /// The visible alert has no text field at this index.
    case noTextField(index: Int, alert: String, count: Int)
    /// A condition awaited with ``AlertTester/yield(until:maxYields:)`` or
    /// ``AlertTester/nextAlert(maxYields:)`` still did not hold after this many yields.
    case stillWaiting(afterYields: Int)
    /// No visible toast has this title.
    case noToast(titled: String, visible: [String])
    /// The visible toast has no button.
    case noToastButton(toast: String)
    /// No loading indicator is visible.
    case noLoadingIndicator
    /// The visible loading indicator offers no Cancel button.
    case loadingNotCancellable(message: String)
    /// A toast is held only for a reason a renderer reports for it alone (a touch, a hover,
    /// an announcement); the center tracks the others itself (``/Alerts/ToastPauseReason/isReportedPerToast``).
    case toastPauseReasonNotPerToast(ToastPauseReason)
    /// The toast is visible, but no attached host shows it: the tester's host was detached.
    case toastNotOnAnyHost(toast: String)
    /// The loading indicator is up, but no attached host shows it: the tester's host was
    /// detached.
    case loadingNotOnAnyHost(message: String)
    /// No sheet is presented, so there is nothing to finish or swipe down.
    case noVisibleSheet
    /// The visible sheet finishes with another type of value.
    case sheetValueOfOtherType(sheet: String, valueType: String)
    /// The sheet is presented, but from no attached host: the tester's host was detached.
    case sheetNotOnAnyHost(sheet: String)

    public var description: String {
        switch self {
        case .noVisibleAlert:
            "no alert is visible"
        case .noButton(let title, let alert, let available):
            "no button titled “\(title)”; the visible alert “\(alert)” has \(Self.list(available))"
        case .noButtonWithRole(let role, let alert, let available):
            "no button with the role .\(role.rawValue); the visible alert “\(alert)” has \(Self.list(available))"
        case .noTextField(let index, let alert, let count):
            "no text field at index \(index); the visible alert “\(alert)” has \(count) text field\(count == 1 ? "" : "s")"
        case .stillWaiting(let yields):
            "still waiting after \(yields) yields of the main actor"
        case .noToast(let title, let visible):
            visible.isEmpty
                ? "no toast titled “\(title)”; no toast is visible"
                : "no toast titled “\(title)”; the visible toasts are \(Self.list(visible))"
        case .noToastButton(let toast):
            "the toast “\(toast)” has no button"
        case .noLoadingIndicator:
            "no loading indicator is visible"
        case .loadingNotCancellable(let message):
            "the loading indicator “\(message)” offers no Cancel button"
        case .toastPauseReasonNotPerToast(let reason):
            "a toast cannot be held for .\(reason.rawValue): the center tracks it; hold it with .touch, .hover or .announcement"
        case .toastNotOnAnyHost(let toast):
            "the toast “\(toast)” is visible, but no attached host shows it"
        case .loadingNotOnAnyHost(let message):
            "the loading indicator “\(message)” is up, but no attached host shows it"
        case .noVisibleSheet:
            "no sheet is presented"
        case .sheetValueOfOtherType(let sheet, let valueType):
            "the sheet “\(sheet)” does not finish with a value of type \(valueType)"
        case .sheetNotOnAnyHost(let sheet):
            "the sheet “\(sheet)” is presented, but from no attached host"
        }
    }

    private static func list(_ titles: [String]) -> String {
        titles.map { "“\($0)”" }.joined(separator: ", ")
    }
}
