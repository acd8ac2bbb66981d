/// Baseline A for toasts: one optional toast, as a view keeps one in `@State` for AlertToast or
/// PopupView. A request replaces the toast shown; the ones it replaced are lost.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class OptionalToastBaseline {
    private var toast: String?

    @inline(never)
    func show(_ title: String) {
        toast = title
    }

    /// Closes the toast shown; `false` when there is none.
    @inline(never)
    func dismiss() -> Bool {
        guard toast != nil else { return false }
        toast = nil
        return true
    }
}
