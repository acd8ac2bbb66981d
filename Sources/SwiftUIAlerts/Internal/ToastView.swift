import Alerts
import Foundation
import SwiftUI

/// One toast: its symbol, title, message and count, its button, and a close button. Its time
/// stops while the pointer or a finger is on it.
///
/// At the accessibility text sizes a single row leaves the text no room, so the controls move
/// beneath it. The close control is at least 44×44 points, the smallest target Apple's Human
/// Interface Guidelines allow, filled with the toast's colour so that all of it takes taps.
struct ToastView: View {
    let toast: RenderedToast
    let connection: AlertHostConnection
    @Environment(\.dynamicTypeSize) private var typeSize

    /// The side of the close control, in points.
    static let closeControlSide: CGFloat = 44

    var body: some View {
        layout
            .foregroundColor(toast.foreground)
            .padding(12)
            .background(toast.background)
            .cornerRadius(12)
            .modifier(ToastPauseGestures(toast: toast.id, connection: connection))
    }

    /// How a toast arranges its parts.
    enum Arrangement: Equatable {
        /// Symbol, text and controls in one row.
        case row
        /// Symbol and text in a row, the controls in a row beneath.
        case stacked
    }

    /// The arrangement at text size `size`: stacked at the accessibility sizes.
    static func arrangement(at size: DynamicTypeSize) -> Arrangement {
        size.isAccessibilitySize ? .stacked : .row
    }

    @ViewBuilder private var layout: some View {
        if Self.arrangement(at: typeSize) == .stacked {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    Image(systemName: toast.symbolName)
                    texts
                }
                HStack(spacing: 12) {
                    controls
                }
            }
        } else {
            HStack(spacing: 12) {
                Image(systemName: toast.symbolName)
                texts
                controls
            }
        }
    }

    private var texts: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(toast.title)
                .font(.headline)
            if let message = toast.message {
                Text(message)
                    .font(.subheadline)
            }
        }
    }

    @ViewBuilder private var controls: some View {
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
                .frame(minWidth: Self.closeControlSide, minHeight: Self.closeControlSide)
                .background(toast.background)
        }
        .accessibilityLabel(DefaultTitles.close)
    }
}
