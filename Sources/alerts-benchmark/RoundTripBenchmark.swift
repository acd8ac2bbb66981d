import Alerts

/// One alert's round trip, repeated: requested, presented (the renderer reads it and its
/// buttons), answered with its first button, and its dismissal finished, with nothing else
/// queued.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum RoundTripBenchmark {
    /// How the caller makes the request.
    enum Input: CaseIterable {
        /// The one-line call site, `showAlert(title:message:buttons:)`: every request builds
        /// a new alert value (and its UUID).
        case oneLineCallSite
        /// A caller that holds one alert value and requests it again and again.
        case prebuiltAlert

        var label: String { "round trip per alert, \(shortLabel)" }

        var shortLabel: String {
            switch self {
            case .oneLineCallSite: "show(title:message:)"
            case .prebuiltAlert: "prebuilt alert value"
            }
        }
    }

    /// Round trips per run. Building an alert value costs microseconds on Linux (its UUID is
    /// read from `/dev/urandom`), so the one-line call site runs fewer to keep the run short.
    static func roundTrips(_ input: Input) -> Int {
        switch input {
        case .oneLineCallSite: 20_000
        case .prebuiltAlert: 100_000
        }
    }

    static let repetitions = 15
    static let title = "Saved"
    static let message = "Your changes are safe."

    /// The engine, on a host that finishes dismissals at once (as the terminal renderer does);
    /// the renderer still reports the end of each dismissal.
    static func engine(_ input: Input) -> TimedWork {
        Stopwatch.timedWork(
            repetitions: repetitions,
            operations: roundTrips(input),
            prepare: {
                let center = AlertCenter()
                return (center, center.attachHost(settling: .immediate), AlertData(title: title, message: message))
            },
            run: { center, host, alert in
                var answered = 0
                var renderedButtons = 0
                for _ in 0..<roundTrips(input) {
                    let handle =
                        switch input {
                        case .oneLineCallSite: center.show(title: title, message: message, buttons: [])
                        case .prebuiltAlert: center.show(alert)
                        }
                    guard let presentation = host.presentation else { break }
                    renderedButtons += presentation.buttons.count
                    host.answer(presentation.id, buttonIndex: 0)
                    host.dismissalFinished(presentation.id)
                    if handle.outcome?.answer?.buttonIndex == 0 { answered += 1 }
                }
                return (answered, renderedButtons)
            },
            check: { try check($0, expected: roundTrips(input)) }
        )
    }

    /// Baseline A: assign the optional, render it, tap; SwiftUI sets it back to `nil`.
    static func optionalAlert(_ input: Input) -> TimedWork {
        Stopwatch.timedWork(
            repetitions: repetitions,
            operations: roundTrips(input),
            prepare: { (OptionalAlertBaseline(), PlainAlertData(title: title, message: message, buttons: [])) },
            run: { view, alert in
                var answered = 0
                var renderedButtons = 0
                for _ in 0..<roundTrips(input) {
                    switch input {
                    case .oneLineCallSite: view.showAlert(title: title, message: message)
                    case .prebuiltAlert: view.show(alert)
                    }
                    guard let presented = view.presented() else { break }
                    renderedButtons += presented.presentedButtons.count
                    if view.tap(buttonIndex: 0) { answered += 1 }
                }
                return (answered, renderedButtons)
            },
            check: { try check($0, expected: roundTrips(input)) }
        )
    }

    /// Baseline B: enqueue into the empty array queue, show, tap.
    static func arrayQueue(_ input: Input) -> TimedWork {
        Stopwatch.timedWork(
            repetitions: repetitions,
            operations: roundTrips(input),
            prepare: { (ArrayQueueBaseline(), PlainAlertData(title: title, message: message, buttons: [])) },
            run: { queue, alert in
                var answered = 0
                var renderedButtons = 0
                for _ in 0..<roundTrips(input) {
                    let ticket =
                        switch input {
                        case .oneLineCallSite: queue.show(PlainAlertData(title: title, message: message, buttons: []), priority: 0, key: nil)
                        case .prebuiltAlert: queue.show(alert, priority: 0, key: nil)
                        }
                    guard let shown = queue.current else { break }
                    renderedButtons += shown.alert.presentedButtons.count
                    _ = queue.tap(buttonIndex: 0)
                    if ticket.answer == 0 { answered += 1 }
                }
                return (answered, renderedButtons)
            },
            check: { try check($0, expected: roundTrips(input)) }
        )
    }

    private static func check(_ result: (answered: Int, renderedButtons: Int), expected: Int) throws {
        try BenchmarkError.require(
            result.answered == expected && result.renderedButtons == expected,
            "round trip: \(result.answered) of \(expected) answered, \(result.renderedButtons) buttons rendered"
        )
    }
}
