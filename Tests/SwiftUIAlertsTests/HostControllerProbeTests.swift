import Testing

@testable import SwiftUIAlerts

/// What the platform reports of a host's window reaches each observer, also one added while
/// another runs, until it asks to stop.
@MainActor
@Suite struct HostControllerProbeTests {
    @Test func anObserverAddedWhileAnotherRunsIsKeptAndOneThatStopsIsDropped() {
        let probe = HostControllerProbe { .none }
        var calls: [String] = []
        probe.observeKeyWindow {
            calls.append("first")
            if calls.count == 1 {
                probe.observeKeyWindow {
                    calls.append("added")
                    return true
                }
            }
            return true
        }
        probe.observeKeyWindow {
            calls.append("once")
            return false
        }

        probe.windowBecameKey()
        probe.windowBecameKey()

        #expect(calls == ["first", "once", "first", "added"])
    }
}
