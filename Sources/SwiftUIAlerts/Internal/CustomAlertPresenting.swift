import Alerts
import Foundation
import SwiftUI

/// Shows the host's alert in the app's own design, as a modal alert over the content it
/// modifies: centred over a dimmed screen; the content beneath takes no touches, keyboard,
/// focus or assistive technology while it is up; VoiceOver keeps to it (the `isModal` trait);
/// as with the system's alert, VoiceOver's cursor moves into each alert that appears (its
/// first element: the design's title, as a rule) and the screen reader is told the screen
/// changed, when it appears and when it leaves, so it speaks the alert first and then
/// returns to the content; Escape answers its cancel button (or closes a dialog without one). It appears and leaves
/// with a fade and a slight scale, or at once under Reduce Motion.
///
/// The host is told what the person does as with the system's alert: an answer ends the
/// request and starts the settle time, after which the next alert is shown.
struct CustomAlertPresenting: ViewModifier {
    /// What the host shows now; `nil` for nothing.
    let presentation: AlertPresentation?
    /// The app's design; with none, the system's alert shows the presentation and this
    /// modifier shows nothing.
    let design: (@MainActor (PresentedAlert) -> AnyView)?
    let connection: AlertHostConnection
    /// Changes as the person types, so the design is drawn again with the fields' text.
    @State private var typing = 0
    /// A dialog the person closed with Escape, which leaves at once.
    @State private var closed: AlertPresentationID?
    /// Whether the alert shown has VoiceOver's cursor; set as each alert appears.
    @AccessibilityFocusState private var isFocused: Bool
    /// The alert the screen reader was last told of; `nil` once it left.
    @State private var toldPresentation: AlertPresentationID?
    @Environment(\.accessibilityAnnouncer) private var announcer
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The scale an alert appears from and leaves to, where motion is allowed.
    static let appearingScale: CGFloat = 0.9

    func body(content: Content) -> some View {
        let shown = design == nil ? nil : presentation.flatMap { $0.id == closed ? nil : $0 }
        let isShown = shown != nil
        let _ = typing
        content
            // The alert takes every input from the content: touches (hit testing), the
            // keyboard, focus, menus and shortcuts (disabled), and assistive technology.
            .allowsHitTesting(!isShown)
            .disabled(isShown)
            .accessibilityHidden(isShown)
            .overlay {
                // The animation covers the alert's arrival and departure, not the content.
                VStack {
                    if let shown, let design {
                        layer(for: shown, design: design)
                            .transition(transition)
                    }
                }
                .animation(reduceMotion ? nil : .default, value: shown?.id)
            }
            // Each alert that appears (one replacing another too) and the last one leaving is
            // told to the screen reader as a change of screen, so it speaks the alert first and
            // then goes back to the content; an alert that appears takes its cursor.
            .task(id: shown?.id) { @MainActor [announcer, $isFocused, $toldPresentation, id = shown?.id] in
                guard id != $toldPresentation.wrappedValue else { return }
                $toldPresentation.wrappedValue = id
                announcer.screenChanged()
                if id != nil {
                    $isFocused.wrappedValue = true
                }
            }
    }

    /// How the alert appears and leaves: at once under Reduce Motion.
    private var transition: AnyTransition {
        reduceMotion ? .identity : AnyTransition.opacity.combined(with: .scale(scale: Self.appearingScale))
    }

    @ViewBuilder
    private func layer(for presentation: AlertPresentation, design: @escaping @MainActor (PresentedAlert) -> AnyView) -> some View {
        let responder = AlertResponder(
            connection: connection, presentation: presentation,
            textChanged: { [$typing] in $typing.wrappedValue &+= 1 },
            closed: { [$closed] in $closed.wrappedValue = $0 }
        )
        let alert = PresentedAlert(presentation, responder: responder)
        let drawn = build(design, alert, responder: responder)
        VStack {
            drawn
                .accessibilityAddTraits(.isModal)
                .accessibilityFocused($isFocused)
                .modifier(EscapeKey(responder: responder, isBound: responder.hasCancelAction))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black.opacity(0.4))
    }

    /// Runs the app's view builder; an answer sent while it runs is refused.
    private func build(_ design: @MainActor (PresentedAlert) -> AnyView, _ alert: PresentedAlert, responder: AlertResponder) -> AnyView {
        responder.isBuildingDesign = true
        defer { responder.isBuildingDesign = false }
        return design(alert)
    }
}

/// Escape for the alert: an invisible button with the cancel action's keyboard shortcut (Esc
/// on a hardware keyboard, on iOS, iPadOS, macOS and visionOS), and on tvOS the remote's Menu
/// button, which reaches the design while focus is on one of its buttons. watchOS has no such
/// key: the design's cancel button is the way out there.
private struct EscapeKey: ViewModifier {
    let responder: AlertResponder
    /// Whether Escape does anything for this alert; an alert with no cancel button binds no key.
    let isBound: Bool

    func body(content: Content) -> some View {
        #if os(tvOS)
        content.onExitCommand(perform: isBound ? { [responder] in responder.cancel() } : nil)
        #elseif os(watchOS)
        content
        #else
        content.overlay {
            if isBound {
                Button { [responder] in
                    responder.cancel()
                } label: {
                    EmptyView()
                }
                .keyboardShortcut(.cancelAction)
                .opacity(0)
                .accessibilityHidden(true)
            }
        }
        #endif
    }
}
