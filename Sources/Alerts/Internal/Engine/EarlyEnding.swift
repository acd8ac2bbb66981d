/// How a request ends before its item was shown or answered, the same in every lane; each
/// lane says it in its own outcome (``AlertOutcome/init(_:)``, ``ToastOutcome/init(_:)``, ``SheetEnding/init(_:)``).
enum EarlyEnding<ValidationFailure: Error> {
    /// Its caller withdrew it.
    case cancelled
    /// It was made on a closed center.
    case centerClosed
    /// The host it was made through went away, or the center was closed.
    case hostGone
    /// It breaks a rule every renderer relies on.
    case invalid(ValidationFailure)
    /// No host was attached to show it in time.
    case noHost
}

extension CenterState {
    /// How a new request ends at once, before its lane takes it, or `nil` when it may go on:
    /// withdrawn by its caller, made on a closed center or through a detached host, invalid, or
    /// made with no host attached when the center waits for none.
    ///
    /// Callers pass `validate` as a closure literal, `{ try alert.validate() }`: a method
    /// reference (`alert.validate`) copies the value into a closure allocated on the heap, on
    /// every request.
    func admissionEnding<ValidationFailure>(
        withdrawn: Bool, owner: HostState?, validate: () throws(ValidationFailure) -> Void
    ) -> EarlyEnding<ValidationFailure>? {
        if withdrawn { return .cancelled }
        if isClosed { return .centerClosed }
        if let owner, !owner.isAttached { return .hostGone }
        do {
            try validate()
        } catch {
            return .invalid(error)
        }
        if attachedHosts.isEmpty, let timeout = configuration.noHostTimeout, timeout <= .zero { return .noHost }
        return nil
    }
}

/// A lane's outcome type: it says every early ending in its own terms.
protocol RequestOutcome {
    associatedtype ValidationFailure: RequestValidationError
    static var cancelled: Self { get }
    static var hostGone: Self { get }
    static func rejected(_ rejection: RequestRejection<ValidationFailure>) -> Self
}

extension RequestOutcome {
    init(_ ending: EarlyEnding<ValidationFailure>) {
        switch ending {
        case .cancelled: self = .cancelled
        case .centerClosed: self = .rejected(.centerClosed)
        case .hostGone: self = .hostGone
        case .invalid(let error): self = .rejected(.invalid(error))
        case .noHost: self = .rejected(.noHost)
        }
    }
}

extension AlertOutcome: RequestOutcome {}
extension ToastOutcome: RequestOutcome {}
extension SheetEnding: RequestOutcome {}
