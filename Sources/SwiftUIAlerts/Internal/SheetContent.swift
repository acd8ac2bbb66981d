import SwiftUI

/// The view a sheet request carries, kept as the engine's opaque content and built when the
/// sheet is presented, with the options it is presented with.
@MainActor
final class SheetContent {
    let make: @MainActor () -> AnyView
    nonisolated let options: SheetOptions

    /// Content presented with `options`, less what SwiftUI cannot draw: each value left out is
    /// reported to `warn` (a runtime warning), and the sheet still shows.
    init(
        options: SheetOptions = SheetOptions(), warn: (String) -> Void = RuntimeWarning.report, make: @escaping @MainActor () -> AnyView
    ) {
        let (valid, problems) = options.validated()
        for problem in problems {
            warn("SheetOptions: \(problem).")
        }
        self.options = valid
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
