import Alerts

/// The center's configuration for one sequence, in milliseconds so that it prints as short
/// Swift source.
struct ModelConfiguration: Hashable, CustomStringConvertible {
    var queueCapacity: Int
    var settleMilliseconds: Int
    var noHostTimeoutMilliseconds: Int?

    init(queueCapacity: Int = 100, settleMilliseconds: Int = 350, noHostTimeoutMilliseconds: Int? = 30_000) {
        self.queueCapacity = queueCapacity
        self.settleMilliseconds = settleMilliseconds
        self.noHostTimeoutMilliseconds = noHostTimeoutMilliseconds
    }

    var settleTime: AlertDuration { .milliseconds(settleMilliseconds) }
    var noHostTimeout: AlertDuration? { noHostTimeoutMilliseconds.map { .milliseconds($0) } }

    var centerConfiguration: AlertCenterConfiguration {
        AlertCenterConfiguration(queueCapacity: queueCapacity, settleTime: settleTime, noHostTimeout: noHostTimeout)
    }

    var description: String {
        let timeout = noHostTimeoutMilliseconds.map(String.init) ?? "nil"
        return "ModelConfiguration(queueCapacity: \(queueCapacity), settleMilliseconds: \(settleMilliseconds), noHostTimeoutMilliseconds: \(timeout))"
    }
}
