import Alerts

/// A toast request of a generated sequence. Durations carry a part in nanoseconds drawn at
/// random, so that no two timers of a sequence fall due at the same instant and the reference
/// model fires them in the center's order.
struct ToastSpec: Hashable, CustomStringConvertible {
    var title: String
    var priority: Int
    var key: String?
    /// `nil` for the automatic duration; zero or less is invalid.
    var durationNanoseconds: Int64?
    var buttonTitle: String?
    /// What the button's action does when it runs.
    var action: ToastOperation?
    /// Whether the request is made through the topmost host rather than on the center.
    var throughTopHost: Bool

    var data: ToastData {
        ToastData(
            title: title,
            priority: AlertPriority(rawValue: priority),
            coalescingKey: key,
            duration: durationNanoseconds.map { AlertDuration(nanoseconds: $0) }
        )
    }

    var description: String {
        "ToastSpec(title: \"\(title)\", priority: \(priority), key: \(key.map { "\"\($0)\"" } ?? "nil"), "
            + "durationNanoseconds: \(durationNanoseconds.map(String.init) ?? "nil"), buttonTitle: \(buttonTitle.map { "\"\($0)\"" } ?? "nil"), "
            + "action: \(action.map(String.init(describing:)) ?? "nil"), throughTopHost: \(throughTopHost))"
    }
}

/// One operation on the center, made by a step or by a callback (an event observer, a toast's
/// button action, the loading indicator's Cancel). Targets are named by position, so that an
/// operation whose target does not exist does nothing.
indirect enum ToastOperation: Hashable, CustomStringConvertible {
    case request(ToastSpec)
    /// Withdraws the newest (or the oldest) pending toast request through its handle.
    case cancel(newest: Bool)
    /// Withdraws the request an observer's event is about (from an observer only).
    case cancelSubject
    /// Taps the button of the visible toast at this position (modulo their count).
    case tap(Int)
    /// Closes the visible toast at this position.
    case dismiss(Int)
    case pause(Int, ToastPauseReason)
    case resume(Int, ToastPauseReason)
    case setAppActive(Bool)
    case setScreenReaderRunning(Bool)
    /// Requests an alert on the center.
    case showAlert
    /// Answers the visible alert on the topmost host.
    case answerAlert
    case attach
    case detach(topmost: Bool)
    /// The attached host at this position (modulo their number, in attachment order) reports
    /// whether it can show anything (`AlertHost.setVisible`).
    case setVisible(Int, Bool)
    /// Begins a loading operation; with `cancelOperation`, it offers a Cancel whose action
    /// performs that operation.
    case beginLoading(String, blocks: Bool, cancelOperation: ToastOperation?)
    /// Ends the newest (or the oldest) running loading operation, maybe with a toast.
    case endLoading(newest: Bool, toast: ToastSpec?)
    /// Updates the newest running operation's progress.
    case progress(Double)
    /// Taps the indicator's Cancel on the topmost host.
    case cancelLoading
    case close

    var description: String {
        switch self {
        case .request(let spec): ".request(\(spec))"
        case .cancel(let newest): ".cancel(newest: \(newest))"
        case .cancelSubject: ".cancelSubject"
        case .tap(let index): ".tap(\(index))"
        case .dismiss(let index): ".dismiss(\(index))"
        case .pause(let index, let reason): ".pause(\(index), .\(reason))"
        case .resume(let index, let reason): ".resume(\(index), .\(reason))"
        case .setAppActive(let active): ".setAppActive(\(active))"
        case .setScreenReaderRunning(let running): ".setScreenReaderRunning(\(running))"
        case .showAlert: ".showAlert"
        case .answerAlert: ".answerAlert"
        case .attach: ".attach"
        case .detach(let topmost): ".detach(topmost: \(topmost))"
        case .setVisible(let position, let isVisible): ".setVisible(\(position), \(isVisible))"
        case .beginLoading(let message, let blocks, let cancel):
            ".beginLoading(\"\(message)\", blocks: \(blocks), cancelOperation: \(cancel.map(String.init(describing:)) ?? "nil"))"
        case .endLoading(let newest, let toast): ".endLoading(newest: \(newest), toast: \(toast.map(String.init(describing:)) ?? "nil"))"
        case .progress(let value): ".progress(\(value))"
        case .cancelLoading: ".cancelLoading"
        case .close: ".close"
        }
    }
}

/// One step of a generated toast sequence.
enum ToastStep: Hashable, CustomStringConvertible {
    case operation(ToastOperation)
    case advance(milliseconds: Int)
    /// Installs an observer that performs `operation` on each event of the category
    /// `trigger` (see ``ToastEvent/category``), at most twice.
    case observe(trigger: String, operation: ToastOperation)

    var description: String {
        switch self {
        case .operation(let operation): ".operation(\(operation))"
        case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
        case .observe(let trigger, let operation): ".observe(trigger: \"\(trigger)\", operation: \(operation))"
        }
    }
}
