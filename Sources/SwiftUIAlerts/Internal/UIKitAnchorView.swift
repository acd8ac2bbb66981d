#if os(iOS) || os(tvOS) || os(visionOS)
import SwiftUI
import UIKit

/// An empty view placed behind a view marked with `alertAnchor()`: the UIKit view a dialog
/// requested there points at (its popover's `sourceView`, on iPad). Hidden, and never touched
/// or read by VoiceOver.
struct UIKitAnchorView: UIViewRepresentable {
    let anchor: AlertAnchor

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        anchor.platformView = view
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
#endif
