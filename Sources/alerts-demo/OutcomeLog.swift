import Alerts
import Foundation
import TerminalAlerts

/// The demo's record of how each request ended, taken from the center's event stream: one
/// line per ending, coalescing and interruption.
///
/// Lines go to standard output as they happen when it is not the terminal the screen is
/// drawn on (a pipe, a file, line mode); otherwise the screen shows the latest and the whole
/// record is printed when the demo exits.
@MainActor
final class OutcomeLog {
    private(set) var lines: [String] = []
    private let streams: Bool
    /// Whether lines may go beyond ASCII; otherwise they are kept in ASCII.
    private let usesUnicode: Bool
    private var observation: AlertEventObservation?
    /// Called before a line is written to standard output as it happens.
    var beforeStreaming: (() -> Void)?
    /// The error (an `errno` value) that stopped the first write to standard output that
    /// failed; nothing more is written after it.
    private(set) var writeError: Int32?

    init(center: AlertCenter, streams: Bool, usesUnicode: Bool = true) {
        self.streams = streams
        self.usesUnicode = usesUnicode
        observation = center.observeEvents { [weak self] event in
            guard let line = Self.line(for: event) else { return }
            self?.record(line)
        }
    }

    /// Writes what was not streamed, after the screen is gone.
    func printTranscript() {
        guard !streams, !lines.isEmpty else { return }
        let heading = DemoStrings["alerts-demo: what happened"]
        let text = ([usesUnicode ? heading : heading.asciiFallback()] + lines).joined(separator: "\n") + "\n"
        writeOut(text)
    }

    private func writeOut(_ text: String) {
        guard writeError == nil else { return }
        writeError = StandardStream.output.write(text)
    }

    /// Keeps a line, its control characters made visible: titles and typed text come from
    /// outside and are printed again in the transcript.
    private func record(_ unsafeLine: String) {
        let line = usesUnicode ? unsafeLine.sanitizedForTerminal() : unsafeLine.asciiFallback()
        lines.append(line)
        if streams {
            beforeStreaming?()
            writeOut(line + "\n")
        }
    }

    static func line(for event: AlertEvent) -> String? {
        let subject = "#\(event.request.rawValue) \(event.title)"
        switch event.kind {
        case .ended(let outcome):
            return "\(subject) → \(describe(outcome))"
        case .coalesced(let into):
            return "\(subject) → " + DemoStrings.format("joined #%llu (coalesced)", into.rawValue)
        case .interrupted(let by):
            return "\(subject) → " + DemoStrings.format("interrupted by #%llu, waits to come back", by.rawValue)
        case .sheet(.ended(let ending)):
            return "\(subject) → \(describe(ending))"
        case .sheet(.coalesced(let into)):
            return "\(subject) → " + DemoStrings.format("joined #%llu (coalesced)", into.rawValue)
        default:
            return nil
        }
    }

    static func describe(_ ending: SheetEnding) -> String {
        switch ending {
        case .finished: DemoStrings["finished"]
        case .dismissed: DemoStrings["dismissed"]
        case .dismissedByCode: DemoStrings["dismissed by the app"]
        case .cancelled: DemoStrings["cancelled"]
        case .hostGone: DemoStrings["host gone"]
        case .rejected(let reason): DemoStrings.format("rejected: %@", "\(reason)")
        }
    }

    static func describe(_ outcome: AlertOutcome) -> String {
        switch outcome {
        case .answered(let answer):
            let texts = answer.textValues.map { "“\($0)”" }.joined(separator: ", ")
            return texts.isEmpty ? answer.title : "\(answer.title) \(texts)"
        case .dismissed: return DemoStrings["dismissed"]
        case .cancelled: return DemoStrings["cancelled"]
        case .hostGone: return DemoStrings["host gone"]
        case .rejected(let reason): return DemoStrings.format("rejected: %@", "\(reason)")
        }
    }
}
