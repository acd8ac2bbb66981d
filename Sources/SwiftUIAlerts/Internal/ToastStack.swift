import Alerts
import SwiftUI

/// The toasts shown at one edge, the newest nearest to it. They enter and leave by moving
/// from that edge and fading; under Reduce Motion, by fading alone. Being an overlay of the
/// content, the stack keeps within the safe area.
struct ToastStack: View {
    let toasts: [RenderedToast]
    let edge: ToastPosition
    let connection: AlertHostConnection
    /// The app's own toast design, or `nil` for the package's ``ToastView``.
    var design: (@MainActor (PresentedToast) -> AnyView)? = nil
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 8) {
            ForEach(edge == .top ? Array(toasts.reversed()) : toasts) { toast in
                toastView(toast)
                    .transition(transition)
            }
        }
        .padding(12)
        .animation(.default, value: toasts.map(\.id))
    }

    @ViewBuilder
    private func toastView(_ toast: RenderedToast) -> some View {
        if let design {
            design(PresentedToast(toast, connection: connection))
                .modifier(ToastPauseGestures(toast: toast.id, connection: connection))
        } else {
            ToastView(toast: toast, connection: connection)
        }
    }

    private var transition: AnyTransition {
        reduceMotion ? .opacity : .move(edge: edge == .top ? .top : .bottom).combined(with: .opacity)
    }
}
