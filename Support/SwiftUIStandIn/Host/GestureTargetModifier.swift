// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `onHover(perform:)` and `onLongPressGesture(…onPressingChanged:)`: the area of the view is a
/// target for the pointer or a finger. The host records each target with the texts inside it,
/// so that `ViewHostDriver.hover(over:_:)` and `press(_:_:)` find it by what it shows. Hover
/// reports `true` on entering and `false` on leaving (Apple's docs); a press reports `true`
/// when the finger goes down and `false` when it lifts or moves away; its `perform` action (a
/// hold of `minimumDuration`) is not emulated.
nonisolated struct GestureTargetModifier: HostedModifier {
    enum Kind: Sendable, CustomStringConvertible {
        case hover
        case press

        var description: String {
            switch self {
            case .hover: "hover"
            case .press: "press"
            }
        }
    }

    let kind: Kind
    let action: (Bool) -> Void

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        let firstText = host.contentTexts.count
        hostContent(content, of: node, context: context, in: host)
        host.register(
            gestureTarget: GestureTarget(
                kind: kind, level: context.level, texts: firstText..<host.contentTexts.count,
                isHittable: context.allowsHitTesting, action: action
            ))
    }
}

/// A target registered by a `GestureTargetModifier` in the last pass.
struct GestureTarget {
    let kind: GestureTargetModifier.Kind
    let level: Int
    /// The indices in `ViewHost.contentTexts` of the texts inside the target.
    let texts: Range<Int>
    let isHittable: Bool
    let action: (Bool) -> Void
}
