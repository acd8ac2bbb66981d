// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// The scene SwiftUI makes of a `WindowGroup`: a primitive it renders itself.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct WindowScene: Scene {
    typealias Body = Never
}
