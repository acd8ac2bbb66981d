import SwiftUI

/// A section of ``ProfileForm``, holding the name field and the save button.
struct ProfileDetails: View {
    let editor: ProfileEditor
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Text(name)
            SaveProfileButton(editor: editor, name: name)
        }
    }
}
