import Alerts
import SwiftUI

/// One toast: its symbol, title, message and count, its button, and a close button. Its time
/// stops while the pointer or a finger is on it.
struct ToastView: View {
    let toast: RenderedToast
    let connection: AlertHostConnection

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: toast.symbolName)
            VStack(alignment: .leading, spacing: 2) {
                Text(toast.title)
                    .font(.headline)
                if let message = toast.message {
                    Text(message)
                        .font(.subheadline)
                }
            }
            Spacer(minLength: 0)
            if let countLabel = toast.countLabel {
                Text(countLabel)
                    .font(.subheadline)
            }
            if let buttonTitle = toast.buttonTitle {
                Button(buttonTitle, role: nil) { [connection, id = toast.id] in
                    connection.tapToastButton(id)
                }
            }
            Button { [connection, id = toast.id] in
                connection.dismissToast(id)
            } label: {
                Image(systemName: "xmark")
            }
            .accessibilityLabel(DefaultTitles.close)
        }
        .foregroundColor(toast.foreground)
        .padding(12)
        .background(toast.background)
        .cornerRadius(12)
        .modifier(ToastPauseGestures(toast: toast.id, connection: connection))
    }
}
