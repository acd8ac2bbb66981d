import SwiftUI

/// The window content of the coordinator example: a save command, nothing about alerts.
public struct FileMenuView: View {
    private let model: FileMenuViewModel

    /// Creates the view.
    public init(model: FileMenuViewModel) {
        self.model = model
    }

    public var body: some View {
        Button("Save") {
            model.save(as: "Report.txt")
        }
    }
}
