import SwiftUI
import SwiftUIAlerts

/// The root: `.showAlertView()` applied once; the button that shows an alert is three
/// views further down and needs no binding, callback or state of its own.
public struct ProfileScreen: View {
    private let editor: ProfileEditor

    /// Creates the screen.
    public init(editor: ProfileEditor) {
        self.editor = editor
    }

    public var body: some View {
        ProfileForm(editor: editor)
            .showAlertView()
    }
}
