import Alerts

extension ToastModelRun: ModelRunning {
    func perform(_ step: ToastStep, index: Int) async -> ModelFailure? {
        perform(step)
        return failure.map { ModelFailure(step: index, check: Self.check(of: $0), detail: $0) }
    }

    func finish() async -> ModelFailure? {
        finishSequence()
        return failure.map { ModelFailure(step: nil, check: Self.check(of: $0), detail: $0) }
    }

    /// A failure's message without its numbers (identifiers, times), so that a shrunk sequence
    /// must fail the same check, not merely fail.
    static func check(of message: String) -> String {
        message.replacing(/[0-9]+/, with: "#")
    }

    static func source(of configuration: AlertCenterConfiguration) -> String {
        func duration(_ value: AlertDuration) -> String { "AlertDuration(nanoseconds: \(value.nanoseconds))" }
        return """
            AlertCenterConfiguration(queueCapacity: \(configuration.queueCapacity), \
            settleTime: \(duration(configuration.settleTime)), \
            noHostTimeout: \(configuration.noHostTimeout.map(duration) ?? "nil"), \
            maximumVisibleToasts: \(configuration.maximumVisibleToasts), \
            toastQueueCapacity: \(configuration.toastQueueCapacity), \
            loadingGraceTime: \(duration(configuration.loadingGraceTime)), \
            loadingMinimumShowTime: \(duration(configuration.loadingMinimumShowTime)))
            """
    }

    /// Each field of a toast request made by a step put back to a plain value, one at a time.
    static let simplifications: [(ToastStep) -> ToastStep] = requestSimplifications.map { simplify in
        { step in
            guard case .operation(.request(var spec)) = step else { return step }
            simplify(&spec)
            return .operation(.request(spec))
        }
    }

    private static let requestSimplifications: [(inout ToastSpec) -> Void] = [
        { $0.action = nil },
        { $0.buttonTitle = nil },
        { $0.key = nil },
        { $0.throughTopHost = false },
        { $0.priority = 500 },
        { $0.title = "Saved" },
    ]
}
