// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// Where `EnvironmentValues.isPresented` is kept: `true` inside the content of a sheet, a
/// full-screen cover, a popover or a pushed navigation destination, which the view host sets.
struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
