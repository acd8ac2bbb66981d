import Alerts

/// One operation of a generated sequence. Steps name what they act on by role (the visible
/// alert) or by a label given when the request was made or the host attached, so a sequence
/// stays meaningful when a shrinker removes steps from it; a step whose target does not exist
/// does nothing.
///
/// Its description is Swift source, so a shrunk sequence pastes into a regression test.
enum Step: Hashable, CustomStringConvertible {
    /// Which presentation a host's report is about.
    enum Target: Hashable {
        /// The visible alert, reported by the host showing it.
        case visible
        /// The alert that most recently left the screen, reported by the host it left.
        case lastLeft
    }

    /// A request labelled `label`, made on the center or through a host.
    case request(Int, RequestSpec)
    /// The person taps a button of the visible alert (index modulo the button count), having
    /// typed `typing` into its text fields; with `dismissalFirst`, the host first reports the
    /// dismissal beginning, as SwiftUI does.
    case tap(button: Int, typing: [String], dismissalFirst: Bool)
    /// The visible alert's host reports that it began to leave the screen.
    case dismissalBegan
    /// A host reports a presentation fully off the screen.
    case dismissalFinished(Target)
    /// The person closes the visible alert without a button (`AlertHost.dismiss`).
    case dismiss
    /// An answer for the presentation that last left the screen; it must be refused.
    case answerStale(button: Int)
    /// An answer for the visible presentation from a host that does not show it; it must be
    /// refused.
    case answerOnOtherHost(button: Int)
    /// The caller withdraws the request labelled `request` (an alert's or a sheet's), or with
    /// `followUp` the follow-up its action made: through the task awaiting it when `throughTask` (or when only a task has
    /// it), otherwise through its handle.
    case cancel(request: Int, followUp: Bool, throughTask: Bool)
    /// A host labelled `label` attaches on top of the others of the main window.
    case attach(Int, AlertHost.Settling)
    /// A host labelled `label` attaches on top of the others of a second window sharing the
    /// center; it makes that window the one in use, as attaching does.
    case attachInSecondWindow(Int, AlertHost.Settling)
    /// The host labelled `host` reports whether the renderer can show anything now
    /// (`AlertHost.setVisible`); hosts start visible.
    case setVisible(host: Int, Bool)
    /// The window of the host labelled `host` becomes the key window
    /// (`AlertHost.windowBecameKey`).
    case windowBecameKey(host: Int)
    /// The host labelled `host` detaches.
    case detach(host: Int)
    /// The clock moves forward.
    case advance(milliseconds: Int)
    /// The center closes.
    case close
    /// An event observer is installed; it calls back into the center when it fires.
    case observe(ObserverSpec)
    /// The most recent (or the earliest) observation still active is cancelled.
    case stopObserving(newest: Bool)
    /// A sheet request labelled `label`, made on the center or through a host.
    case requestSheet(Int, SheetSpec)
    /// The content of a sheet on screen (index modulo their number, in the order they were
    /// presented) finishes with a value of the type its requests wait for, or of the other
    /// type; with `onOtherHost`, reported by a host that does not present it. A value of the
    /// other type or a report from another host must be refused.
    case finishSheet(index: Int, rightType: Bool, onOtherHost: Bool)
    /// The person dismisses a sheet on screen (index modulo their number).
    case sheetDismissed(index: Int)
    /// A host reports a sheet leaving the screen (index modulo their number) gone, through
    /// `sheetDismissed` or `sheetDismissalFinished`.
    case sheetLeft(index: Int, throughDismissed: Bool)
    /// The app dismisses every sheet on screen.
    case dismissAllSheets

    var description: String {
        switch self {
        case .request(let label, let spec): ".request(\(label), \(spec))"
        case .tap(let button, let typing, let dismissalFirst):
            ".tap(button: \(button), typing: [\(typing.map { "\"\($0)\"" }.joined(separator: ", "))], dismissalFirst: \(dismissalFirst))"
        case .dismissalBegan: ".dismissalBegan"
        case .dismissalFinished(let target): ".dismissalFinished(.\(target))"
        case .dismiss: ".dismiss"
        case .answerStale(let button): ".answerStale(button: \(button))"
        case .answerOnOtherHost(let button): ".answerOnOtherHost(button: \(button))"
        case .cancel(let request, let followUp, let throughTask):
            ".cancel(request: \(request), followUp: \(followUp), throughTask: \(throughTask))"
        case .attach(let label, let settling): ".attach(\(label), .\(settling))"
        case .attachInSecondWindow(let label, let settling): ".attachInSecondWindow(\(label), .\(settling))"
        case .setVisible(let host, let isVisible): ".setVisible(host: \(host), \(isVisible))"
        case .windowBecameKey(let host): ".windowBecameKey(host: \(host))"
        case .detach(let host): ".detach(host: \(host))"
        case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
        case .close: ".close"
        case .observe(let spec): ".observe(\(spec))"
        case .stopObserving(let newest): ".stopObserving(newest: \(newest))"
        case .requestSheet(let label, let spec): ".requestSheet(\(label), \(spec))"
        case .finishSheet(let index, let rightType, let onOtherHost):
            ".finishSheet(index: \(index), rightType: \(rightType), onOtherHost: \(onOtherHost))"
        case .sheetDismissed(let index): ".sheetDismissed(index: \(index))"
        case .sheetLeft(let index, let throughDismissed): ".sheetLeft(index: \(index), throughDismissed: \(throughDismissed))"
        case .dismissAllSheets: ".dismissAllSheets"
        }
    }
}
