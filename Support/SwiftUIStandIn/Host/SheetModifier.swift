// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `sheet(isPresented:onDismiss:content:)`, `fullScreenCover(isPresented:onDismiss:content:)`
/// and `popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
/// while the binding is true, the content is hosted one presentation level up, with the
/// environment of the view that presents it (and what the test adds for that level: rule
/// “Environment of a presentation level”) and a `dismiss` action that closes it; `onDismiss`
/// runs once it is gone. A full-screen cover also takes the level it is presented from off
/// screen (rule “Disappearing is not leaving”); a sheet or a popover leaves it on screen,
/// beneath.
nonisolated struct SheetModifier<SheetContent: View>: HostedModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let style: SheetStyle
    let content: () -> SheetContent

    @MainActor func host(_ node: ViewNode, content wrapped: ViewInput, context: HostContext, in host: ViewHost) {
        let sheet: SheetState
        if let existing = node.sheet {
            sheet = existing
            sheet.isPresented = isPresented
            sheet.onDismiss = onDismiss
        } else {
            sheet = SheetState(isPresented: isPresented, onDismiss: onDismiss, style: style)
            node.sheet = sheet
        }
        host.register(sheet: node)
        sheet.isBeneathOuterPresentation = context.isBeneathOuterPresentation(in: host)
        hostContent(wrapped, of: node, context: context.presenting(from: node), in: host)

        let now = host.now
        switch sheet.phase {
        case .hidden where sheet.isRequested && !sheet.isBeneathOuterPresentation && !sheet.isSwipedAway:
            sheet.phase = .appearing(until: now + host.behaviour.sheetAnimation)
        case .appearing(let until) where until <= now:
            sheet.phase = .presented
            if sheet.wantsToLeave {
                beginDismissal(of: sheet, at: node.level, in: host)
            }
        case .appearing, .presented:
            if sheet.wantsToLeave {
                beginDismissal(of: sheet, at: node.level, in: host)
            }
        case .dismissing(let until) where until <= now:
            sheet.phase = .hidden
        case .hidden, .dismissing:
            break
        }

        if sheet.phase != .hidden {
            var inner = context
            inner.level += 1
            inner.isOnScreen = host.isOnScreen(level: inner.level)
            inner.navigation = nil
            inner.navigationDepth = 0
            inner.tabSelection = nil
            inner.outerPresentation = nil
            inner.frames = []
            inner.frame = nil
            inner.presentation = sheet
            // A sheet is a presentation of its own: what limits the presenting view's taps or
            // accessibility does not reach into it.
            inner.allowsHitTesting = true
            inner.accessibilityLabel = nil
            inner.isAccessibilityHidden = false
            inner.environmentChanged = context.environmentChanged || wrapped.isFresh
            inner.environment[IsPresentedKey.self] = true
            inner.environment[DismissActionKey.self] = DismissAction { [weak host] in host?.requestDismissal(of: sheet) }
            host.presentationEnvironment?(inner.level, &inner.environment)
            if let root = sheet.content {
                host.update(root, wrapped.isFresh ? .fresh(content()) : .unchanged, inner)
            } else {
                let view = content()
                let root = ViewNode(key: 0, view: view)
                sheet.content = root
                host.noteTreeChange()
                host.update(root, .fresh(view), inner)
            }
        } else if let root = sheet.content {
            sheet.content = nil
            host.remove(root)
            sheet.requests = [:]
            host.noteTreeChange()
            if sheet.owedSwipeWrite == .onceGone {
                switch host.behaviour.swipeBindingWrite {
                case .atStart, .atEndBeforeOnDismiss: sheet.owedSwipeWrite = .beforeOnDismiss
                case .atEndAfterOnDismiss: sheet.owedSwipeWrite = .at(now)
                case .late: sheet.owedSwipeWrite = .at(now + host.behaviour.lateSwipeBindingWrite)
                }
            }
            if let onDismiss {
                host.afterUpdate { onDismiss() }
            }
        }
    }

    /// Begins the sheet's dismissal, unless it is still appearing, or another sheet is in a
    /// transition or asks to leave from higher up (rule “One sheet dismissal at a time”): then
    /// the change is lost and the sheet stays on screen with its binding `false`. The person's
    /// swipe is UIKit's own dismissal, which the rule does not stop.
    @MainActor private func beginDismissal(of sheet: SheetState, at level: Int, in host: ViewHost) {
        if host.behaviour.sheetDismissals == .oneAtATime, !sheet.isSwipedAway {
            let reason: String?
            if sheet.isInTransition {
                reason = "while it was still appearing"
            } else if let other = host.knownSheets.first(where: { other in
                other.sheet !== sheet && (other.sheet?.isInTransition == true || other.sheet?.wantsToLeave == true && other.level > level)
            }) {
                reason = "while the one from level \(other.level) \(other.sheet?.isInTransition == true ? "was in a transition" : "began to leave")"
            } else {
                reason = nil
            }
            if let reason {
                sheet.isDismissalLost = true
                host.warn(
                    "Rule “One sheet dismissal at a time”: the binding of the sheet presented from level \(level) turned false \(reason); it stays on screen with its binding false."
                )
                return
            }
        }
        sheet.isSwipedAway = false
        sheet.phase = .dismissing(until: host.now + host.behaviour.sheetAnimation)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        // The presentation goes with its presenter, at once.
        node.sheet?.phase = .hidden
        if let root = node.sheet?.content {
            node.sheet?.content = nil
            host.remove(root)
        }
    }
}
