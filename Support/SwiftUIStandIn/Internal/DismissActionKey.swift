// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// The key of `EnvironmentValues.dismiss`; the host sets it inside a presented sheet.
struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}
