import SwiftUI

/// The form of ``ProfileScreen``: it passes nothing about alerts down.
struct ProfileForm: View {
    let editor: ProfileEditor

    var body: some View {
        VStack {
            Text("Profil")
            ProfileDetails(editor: editor)
        }
    }
}
