// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// The key path an `Environment` reads; key paths into `EnvironmentValues` carry no state.
@usableFromInline
struct EnvironmentKeyPath<Value>: @unchecked Sendable {
    @usableFromInline
    let keyPath: KeyPath<EnvironmentValues, Value>

    @usableFromInline
    init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }
}
