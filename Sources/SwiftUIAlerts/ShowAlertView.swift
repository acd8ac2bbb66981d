import Alerts
import SwiftUI

/// The modifier behind `.showAlertView()`: a host for the alerts of the view it modifies and of
/// every view inside it.
///
/// From the view's first appearance to the end of its identity (when SwiftUI discards its
/// state), it keeps a host attached to its center and presents what the host must show: on
/// iOS, iPadOS, tvOS and visionOS as a `UIAlertController`, which tells when the alert is on
/// screen, refused, answered and gone; elsewhere, or under
/// ``SwiftUI/View/systemAlertPresenter(_:)`` with ``SystemAlertPresenter/swiftUI``, with
/// SwiftUI's `alert` or `confirmationDialog`. It reports the person's answer, and the start of
/// each dismissal, so the center hands over the next alert only once the previous one has left. Showing or answering an alert changes only this modifier's
/// own state: the content it wraps keeps its identity, and the ``ShowAlertAction`` it puts in
/// the environment stays equal to itself, so nothing that reads it is re-rendered.
///
/// Where SwiftUI presents, an alert of the `.alert` style is drawn with `alert(_:isPresented:presenting:actions:message:)`
/// and one `Button(_:role:action:)` per button, in the order the alert declares them (the
/// system places the cancel-role button); the `.confirmationDialog` style with
/// `confirmationDialog`, its title shown when it has one. SwiftUI draws text fields inside the
/// alert from iOS 16, macOS 13, tvOS 16 and watchOS 9 on (UIKit on every version). Earlier
/// systems cannot show them there:
/// the alert appears without its fields, and the answer carries each field's initial text, so
/// give fields an initial text that is a sensible answer, or ask another way there.
///
/// A disappearance does not end the host: a screen pushed over it in a `NavigationStack`, another
/// tab of a `TabView` or a `fullScreenCover` makes it disappear while its state lives on. While
/// it is off screen the center passes it over: what it was showing goes to a host the person
/// can see, or waits until it is back, and requests made through it stay pending.
///
/// Inside a presentation (a sheet, a full-screen cover, a popover, a pushed screen) it shows
/// nothing until the presentation has finished appearing, 0.6 s after it appears: SwiftUI
/// drops an alert presented while a sheet still animates in. Requests made meanwhile wait, or
/// show on a host the person can see.
///
/// A sheet it presents keeps its content drawn while it slides away. Sheets taken down
/// together (`AlertCenter.dismissAllSheets()`) leave one level at a time, from the top, each
/// once the one above has gone, and a sheet ended or closed as it slides in leaves once it is in:
/// SwiftUI before iOS 17 applies one presentation change per update and loses a dismissal
/// asked for meanwhile, so one that has not happened a second later is asked for again. The
/// hosts inside a leaving sheet show nothing more (see <doc:PresentingSheets>).
///
/// Given the app's own designs (`.showAlertView { alert in … }`, `.showAlertView(toast:)`), it
/// draws alerts and toasts with them instead, through the same queue, and so does every
/// `.showAlertView()` inside it, a sheet's among them (see <doc:CustomDesigns>).
///
/// While it is the host on top, it also draws the center's toasts, stacked at the top or
/// bottom edge over the content, and its loading indicator, which blocks the content under it
/// unless the work asked not to; it reports hovers, presses, taps and Cancel, its window's
/// scene phase and VoiceOver to the host, and announces toasts to VoiceOver (see
/// <doc:ToastsAndLoading>). The outermost `.showAlertView()` of a window makes that window
/// known to the center, so that windows sharing one center each show their own requests (see
/// <doc:SeveralWindows>).
///
/// ```swift
/// ContentView().modifier(ShowAlertView())     // the same as .showAlertView()
/// ```
public struct ShowAlertView: ViewModifier {
    private let center: AlertCenter?
    /// The designs given to this modifier.
    private let ownDesigns: AlertDesigns
    @Environment(\.alertDesigns) private var inheritedDesigns
    @Environment(\.alertCenter) private var inheritedCenter
    @Environment(\.announcementLog) private var inheritedAnnouncementLog
    @Environment(\.alertWindow) private var inheritedWindow
    @Environment(\.accessibilityAnnouncer) private var announcer
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverEnabled
    @Environment(\.isPresented) private var isInPresentation
    @Environment(\.hostControllerProbe) private var injectedProbe
    @Environment(\.alertControllerPresenter) private var injectedPresenter
    @Environment(\.systemAlertPresenter) private var systemAlertPresenter
    @Environment(\.finishSheet) private var finishEnclosingSheet
    @StateObject private var lifetime = AlertHostLifetime()
    @State private var presentation: AlertPresentation? = nil
    @State private var toasts: [ToastPresentation] = []
    @State private var loading: LoadingPresentation? = nil
    @State private var sheet = PresentedSheetSlot()

    /// Creates the modifier.
    ///
    /// - Parameter center: The center to attach to; `nil` uses the one of an enclosing
    ///   `.showAlertView()`, or creates one.
    nonisolated public init(center: AlertCenter? = nil) {
        self.init(center: center, designs: AlertDesigns())
    }

    /// The modifier with the app's own alert and toast designs (see <doc:CustomDesigns>).
    nonisolated init(center: AlertCenter?, designs: AlertDesigns) {
        self.center = center
        ownDesigns = designs
    }

    /// The designs it draws with: its own, else those of an enclosing `.showAlertView`.
    private var designs: AlertDesigns {
        ownDesigns.inheriting(inheritedDesigns)
    }

    /// What SwiftUI's `alert` or `confirmationDialog` shows: nothing when the app draws alerts
    /// in its own design.
    private var systemPresentation: AlertPresentation? {
        designs.alert == nil ? presentation : nil
    }

    /// What the host takes from the environment.
    private var environment: HostEnvironment {
        HostEnvironment(
            announcer: announcer, announcementLog: inheritedAnnouncementLog, isInPresentation: isInPresentation,
            window: inheritedWindow, injectedProbe: injectedProbe, drawsAlertsInOwnDesign: designs.alert != nil,
            injectedPresenter: injectedPresenter, keepsSwiftUIAlerts: systemAlertPresenter == .swiftUI,
            enclosingSheet: finishEnclosingSheet)
    }

    /// The host's connection, which lives as long as the view's identity.
    private var connection: AlertHostConnection { lifetime.connection }

    public func body(content: Content) -> some View {
        let connection = connection
        let resolvedCenter = connection.resolveCenter(preferring: center ?? inheritedCenter)
        let blocksContent = loading?.blocksInteraction == true
        let _ = connection.follow(environment)
        content
            // A blocking indicator takes every input from the content: touches (hit testing),
            // the keyboard, focus, menus and shortcuts (disabled), and assistive technology.
            .allowsHitTesting(!blocksContent)
            .disabled(blocksContent)
            .accessibilityHidden(blocksContent)
            .overlay(alignment: .top) {
                ToastStack(toasts: rendered(at: .top), edge: .top, connection: connection, design: designs.toast)
            }
            .overlay(alignment: .bottom) {
                ToastStack(toasts: rendered(at: .bottom), edge: .bottom, connection: connection, design: designs.toast)
            }
            .overlay {
                if let loading {
                    LoadingIndicatorView(loading: loading, connection: connection)
                }
            }
            .modifier(CustomAlertPresenting(presentation: presentation, design: designs.alert, connection: connection))
            .overlay {
                // A view of its own: SwiftUI presents only one of two presentation modifiers on
                // one view (see SystemAlertPresenting).
                EmptyView().sheet(isPresented: isSheetPresented(asCover: false), onDismiss: sheetDismissal(asCover: false)) {
                    presentedSheet
                }
            }
            #if !os(macOS)
        .overlay {
            // A full-screen cover, on a view of its own too; macOS has none (SheetContent).
            EmptyView().fullScreenCover(
                isPresented: isSheetPresented(asCover: true), onDismiss: sheetDismissal(asCover: true)
            ) {
                presentedSheet
            }
        }
            #endif
            .environment(\.alertCenter, resolvedCenter)
            .environment(\.announcementLog, connection.announcementLog)
            .environment(\.alertWindow, connection.window)
            .environment(\.alertDesigns, designs)
            .environment(\.showAlert, ShowAlertAction(connection: connection))
            .environment(\.showToast, ShowToastAction(connection: connection))
            .environment(\.withLoading, WithLoadingAction(connection: connection))
            .environment(\.showSheet, ShowSheetAction(connection: connection))
            .modifier(SystemAlertPresenting(presentation: systemPresentation, connection: connection))
            .task(id: ObjectIdentifier(resolvedCenter)) { [connection, $presentation, $toasts, $loading, $sheet] in
                await connection.run(
                    on: resolvedCenter,
                    update: { $presentation.wrappedValue = $0 },
                    updateToasts: { $toasts.wrappedValue = $0 },
                    updateLoading: { $loading.wrappedValue = $0 },
                    updateSheet: { $sheet.wrappedValue = $0 }
                )
            }
            .task(id: SceneReport(scenePhase, isScreenReaderRunning: isVoiceOverEnabled)) { [connection, scenePhase, isVoiceOverEnabled] in
                // What the scene says holds for this host and each it attaches later.
                connection.reportScene(SceneReport(scenePhase, isScreenReaderRunning: isVoiceOverEnabled))
            }
            .onAppear { [connection] in
                connection.setVisible(true)
            }
            .onDisappear { [connection] in
                connection.setVisible(false)
            }
            #if os(iOS) || os(tvOS) || os(visionOS)
        .background(UIKitControllerProbe(connection: connection))
        #endif
    }

    /// The sheet the center presents from this host, as a sheet or a full-screen cover as its
    /// options say: its content, hosting its own alerts, toasts and sheets, and finishing
    /// through `\.finishSheet`. This host shows nothing else while it is up.
    @ViewBuilder
    private var presentedSheet: some View {
        if let sheet = sheet.shown, let content = sheet.content as? SheetContent {
            let connection = connection
            let isCover = content.isFullScreenCover
            content.make()
                .showAlertView()
                .environment(\.finishSheet, FinishSheetAction(connection: connection, presentation: sheet.id))
                .modifier(SheetOptionsModifier(options: content.options))
                .task(id: isCover) { [$sheet] in
                    // A cover takes this host's view, and the task that updates it, off screen:
                    // the cover's content keeps the sheet's state current instead.
                    if isCover {
                        await connection.followSheets { $sheet.wrappedValue = $0 }
                    }
                }
                .onAppear {
                    connection.sheetAppeared(sheet.id)
                    connection.setCovered(true)
                }
                .onDisappear { connection.setCovered(false) }
        }
    }

    /// The sheet the `sheet` presenter (`asCover` false) or the `fullScreenCover` one presents:
    /// the one shown, for the presenter its options choose.
    private func sheetShown(asCover: Bool) -> SheetPresentation? {
        let isCover = (sheet.shown?.content as? SheetContent)?.isFullScreenCover ?? false
        return isCover == asCover ? sheet.shown : nil
    }

    /// The `onDismiss` of the `sheet` presenter (`asCover` false) or the `fullScreenCover` one,
    /// for the sheet it presents now: SwiftUI runs the one it holds when that sheet has gone.
    private func sheetDismissal(asCover: Bool) -> () -> Void {
        let chosen = sheetShown(asCover: asCover)
        return { [connection] in connection.sheetDidDismiss(chosen) }
    }

    /// The binding of the `sheet` presenter (`asCover` false) or the `fullScreenCover` one: true
    /// for the one the sheet's options choose, while it is up.
    private func isSheetPresented(asCover: Bool) -> Binding<Bool> {
        let chosen = sheetShown(asCover: asCover)
        return Binding(
            get: { [connection, chosen] in connection.isSheetPresented(chosen) },
            set: { [connection, chosen] isPresented in connection.setSheetPresented(isPresented, chosen) }
        )
    }

    /// The visible toasts shown at `edge`, in the order they appeared.
    private func rendered(at edge: ToastPosition) -> [RenderedToast] {
        toasts.filter { $0.isVisible && $0.toast.position == edge }.map(RenderedToast.init)
    }
}
