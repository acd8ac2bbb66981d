import SwiftUI
import SwiftUIAlerts

/// The buttons of ``ErrorAlertScreen``; showing or answering their alerts leaves them as they
/// are, since the environment's `showAlert` keeps its identity.
struct ErrorButtons: View {
    @Environment(\.showAlert) private var showAlert
    let model: ErrorAlertViewModel

    var body: some View {
        VStack {
            Button("ボタンが一つのエラーダイアログを出す") {
                model.reportDefaultError(using: showAlert)
            }
            Button("ボタンが二つのエラーダイアログを出す") {
                model.reportMultipleButtonError(using: showAlert)
            }
        }
    }
}
