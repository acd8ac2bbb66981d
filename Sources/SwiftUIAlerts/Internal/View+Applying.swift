import SwiftUI

extension View {
    /// The view with `modify` applied to it and `value`, or the view itself when `value` is `nil`:
    /// an option left unset applies no modifier at all, so one the content sets itself still
    /// takes effect.
    @ViewBuilder
    func applying<Value>(_ value: Value?, _ modify: (Self, Value) -> some View) -> some View {
        if let value {
            modify(self, value)
        } else {
            self
        }
    }
}
