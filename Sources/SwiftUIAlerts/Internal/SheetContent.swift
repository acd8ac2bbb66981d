import SwiftUI

/// The view a sheet request carries, kept as the engine's opaque content and built when the
/// sheet is presented, with the options it is presented with.
@MainActor
final class SheetContent {
    let make: @MainActor () -> AnyView
    nonisolated let options: SheetOptions

    init(options: SheetOptions = SheetOptions(), make: @escaping @MainActor () -> AnyView) {
        self.options = options
        self.make = make
    }

    /// Whether it is presented as a full-screen cover here: macOS has none, and presents a sheet.
    nonisolated var isFullScreenCover: Bool {
        #if os(macOS)
        false
        #else
        options.presentation == .fullScreenCover
        #endif
    }
}
