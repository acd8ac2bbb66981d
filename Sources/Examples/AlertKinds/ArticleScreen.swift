import SwiftUI
import SwiftUIAlerts

/// The alert kinds screen: buttons that ask the view model for each kind of alert, and one
/// `.showAlertView(center:)` that shows them all, one after another.
public struct ArticleScreen: View {
    @Environment(\.dismiss) private var dismiss
    private let model: ArticleViewModel

    /// Creates the screen.
    public init(model: ArticleViewModel) {
        self.model = model
    }

    public var body: some View {
        VStack {
            Button("Save") {
                model.showCloseAlert(title: "Saved", message: "Your changes are safe.")
            }
            Button("Finish") {
                model.showPopBackAlert(title: "Done", message: "Back to the list.")
            }
            Button("Bookmark") {
                model.askToBookmark()
            }
        }
        .onAppear {
            model.onPopBack = { dismiss() }
        }
        .showAlertView(center: model.alerts)
    }
}
