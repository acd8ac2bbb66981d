/// Baseline A: an optional alert in the root's state (the one-modifier design this package grew from), in plain Swift.
///
/// `ShowAlertView` owns `@State var alertData: AlertData?` and applies one `.alert(item:)`;
/// `ShowAlertAction` (the environment value) assigns a new `AlertData` through a binding to that
/// state. SwiftUI presents whatever the item holds and sets it to `nil` when the alert is
/// dismissed, then runs the tapped button's action. There is one slot: a request made while
/// an alert is up replaces it, so a burst keeps only its last alert.
///
/// Entry points are `@inline(never)`: SwiftUI sits behind a module boundary, so the optimizer
/// must not fold the caller's loop into them. It is plain Swift, bound to no actor.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class OptionalAlertBaseline {
    /// The modifier's `@State` storage.
    private final class State {
        var alertData: PlainAlertData?
    }

    /// SwiftUI's `Binding`: a getter and a setter over the state.
    struct Binding {
        let get: () -> PlainAlertData?
        let set: (PlainAlertData?) -> Void
    }

    /// The one-modifier design's environment action, called as `showAlert(title:message:buttons:)`.
    struct ShowAlertAction {
        let binding: Binding

        @inline(never)
        func callAsFunction(title: String, message: String, buttons: [PlainAlertData.Button] = []) {
            binding.set(PlainAlertData(title: title, message: message, buttons: buttons))
        }
    }

    private let state = State()

    /// The action the modifier puts into the environment, bound to its state.
    let showAlert: ShowAlertAction

    init() {
        let state = state
        showAlert = ShowAlertAction(
            binding: Binding(
                get: { state.alertData },
                set: { state.alertData = $0 }
            ))
    }

    /// Assigns a prebuilt alert through the binding, as a caller holding an `AlertData` does.
    @inline(never)
    func show(_ alert: PlainAlertData) {
        showAlert.binding.set(alert)
    }

    /// What `.alert(item:)` shows now, or `nil`.
    @inline(never)
    func presented() -> PlainAlertData? {
        showAlert.binding.get()
    }

    /// The person taps a button: SwiftUI sets the item to `nil`, then runs the button's action.
    /// Returns whether an alert was up with such a button.
    @inline(never)
    func tap(buttonIndex: Int) -> Bool {
        guard let alert = showAlert.binding.get() else { return false }
        let buttons = alert.presentedButtons
        guard buttons.indices.contains(buttonIndex) else { return false }
        showAlert.binding.set(nil)
        buttons[buttonIndex].action?()
        return true
    }
}
