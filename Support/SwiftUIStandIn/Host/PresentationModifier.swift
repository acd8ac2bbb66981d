// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `alert(_:isPresented:presenting:actions:message:)` and
/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: the
/// actions and message are built for the data when the modifier is, as SwiftUI's
/// non-escaping builders are; the host presents them under the presentation rules.
nonisolated struct PresentationModifier<Actions: View, Message: View>: HostedModifier, AlertPresenting {
    let style: HostedAlert.Style
    let title: String
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let actions: Actions?
    let message: Message?

    var hasData: Bool { actions != nil }

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        if let presenter = node.presenter {
            presenter.modifier = self
            if case .fresh = content {
                presenter.needsReading = true
            }
        } else {
            node.presenter = PresenterState(modifier: self)
        }
        host.register(presenter: node)
        node.presenter?.isBeneathOuterPresentation = context.isBeneathOuterPresentation(in: host)
        node.presenter?.frame = context.frame
        hostContent(content, of: node, context: context.presenting(from: node), in: host)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        guard let presenter = node.presenter else { return }
        host.presenterLeft(presenter, at: node.level)
        if presenter.shown != nil || presenter.leavesWithoutButton {
            // Its view left with the alert up (or leaving): gone with it, the binding written
            // once the dismissal would have ended (rule “Left without a button”).
            host.writeWhenGone(presenter, after: host.behaviour.dismissalAnimation)
        }
        presenter.phase = .hidden
    }

    @MainActor func presentedAlert(showsTextFields: Bool) -> PresentedAlert {
        var controls: [AlertControl] = []
        if let actions {
            collectAlertControls(of: actions, into: &controls)
        }
        var messageControls: [AlertControl] = []
        if let message {
            collectAlertControls(of: message, into: &messageControls)
        }
        let messageTexts = messageControls.compactMap { control -> String? in
            if case .text(let text) = control { return text }
            return nil
        }
        return PresentedAlert(
            style: style,
            title: title,
            isTitleVisible: style == .alert || titleVisibility == .visible,
            message: messageTexts.isEmpty ? nil : messageTexts.joined(separator: "\n"),
            buttons: controls.compactMap { control in
                if case .button(let title, let role, let action) = control { return (title, role, action) }
                return nil
            },
            textFields: !showsTextFields
                ? []
                : controls.compactMap { control in
                    if case .textField(let title, let isSecure, let text) = control { return (title, isSecure, text) }
                    return nil
                }
        )
    }
}
