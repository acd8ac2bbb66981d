import Alerts
import SwiftUI

/// The toasts shown at one edge, the newest nearest to it. They enter and leave by moving
/// from that edge and fading; under Reduce Motion, by fading alone. Being an overlay of the
/// content, the stack keeps within the safe area.
struct ToastStack: View {
    let toasts: [RenderedToast]
    let edge: ToastPosition
    let connection: AlertHostConnection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 8) {
            ForEach(edge == .top ? Array(toasts.reversed()) : toasts) { toast in
                ToastView(toast: toast, connection: connection)
                    .transition(transition)
            }
        }
        .padding(12)
        .animation(.default, value: toasts.map(\.id))
    }

    private var transition: AnyTransition {
        reduceMotion ? .opacity : .move(edge: edge == .top ? .top : .bottom).combined(with: .opacity)
    }
}
