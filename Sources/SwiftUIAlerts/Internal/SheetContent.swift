import SwiftUI

/// The view a sheet request carries, kept as the engine's opaque content and built when the
/// sheet is presented.
@MainActor
final class SheetContent {
    let make: @MainActor () -> AnyView

    init(make: @escaping @MainActor () -> AnyView) {
        self.make = make
    }
}
