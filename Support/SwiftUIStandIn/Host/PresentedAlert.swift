// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What a presenter shows, fixed when it appeared: SwiftUI ignores changes made to a
/// presented alert (rule “Changes ignored while presented”).
struct PresentedAlert {
    let style: HostedAlert.Style
    let title: String
    let isTitleVisible: Bool
    let message: String?
    let buttons: [(title: String, role: ButtonRole?, action: @MainActor () -> Void)]
    let textFields: [(title: String, isSecure: Bool, text: Binding<String>)]
}
