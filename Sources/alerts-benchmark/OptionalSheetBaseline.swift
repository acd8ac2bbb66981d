/// Baseline A for sheets: one optional sheet item, as a root view keeps one in `@State` for
/// `.sheet(item:)`. A request replaces the sheet presented; the ones it replaced are lost.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class OptionalSheetBaseline {
    private var sheet: String?

    @inline(never)
    func present(_ title: String) {
        sheet = title
    }

    /// Finishes the sheet presented; `false` when there is none.
    @inline(never)
    func finish() -> Bool {
        guard sheet != nil else { return false }
        sheet = nil
        return true
    }
}
