import Alerts
import SwiftUI

/// The loading indicator: a spinner, or a bar when the work reports progress, with the newest
/// operation's message and, when it offers one, a Cancel button in the package's words.
struct LoadingIndicatorView: View {
    let loading: LoadingPresentation
    let connection: AlertHostConnection

    var body: some View {
        VStack(spacing: 12) {
            if let progress = loading.progress {
                ProgressView(loading.message, value: progress)
            } else {
                ProgressView(loading.message)
            }
            if loading.isCancellable {
                Button(DefaultTitles.cancel, role: .cancel) { [connection, operation = loading.operation] in
                    connection.cancelLoading(operation)
                }
            }
        }
        .padding(20)
        .background(.background)
        .cornerRadius(12)
    }
}
