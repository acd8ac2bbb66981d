import Alerts

/// Holds hosts for a ``Fixture``.
@MainActor
final class HostKeeper {
    var all: [AlertHost] = []
}
