import Alerts
import SwiftUI

/// Holds a toast's time while the pointer hovers over it (where there is a pointer) and while
/// a finger presses it (where there is touch), and reports each to the host; the time goes on
/// from where it stopped.
struct ToastPauseGestures: ViewModifier {
    let toast: AlertRequestID
    let connection: AlertHostConnection

    func body(content: Content) -> some View {
        #if os(tvOS)
        content
        #elseif os(watchOS)
        content.modifier(pressing)
        #else
        content
            .modifier(pressing)
            .onHover { [connection, toast] isInside in
                connection.setToast(toast, pausedFor: .hover, isInside)
            }
        #endif
    }

    #if !os(tvOS)
    /// A press that never completes: it reports the finger going down and lifting, and lets
    /// taps through to the buttons inside.
    private var pressing: PressToPause {
        PressToPause(toast: toast, connection: connection)
    }
    #endif
}

#if !os(tvOS)
/// Reports a finger on the toast as a `.touch` pause.
private struct PressToPause: ViewModifier {
    let toast: AlertRequestID
    let connection: AlertHostConnection

    func body(content: Content) -> some View {
        content.onLongPressGesture(
            minimumDuration: .infinity, maximumDistance: 20, perform: {},
            onPressingChanged: { [connection, toast] isPressing in
                connection.setToast(toast, pausedFor: .touch, isPressing)
            })
    }
}
#endif
