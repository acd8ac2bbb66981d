import SwiftUI

/// The modifier behind ``SwiftUI/View/sheetShowingAlerts(isPresented:onDismiss:content:)``
/// and ``SwiftUI/View/fullScreenCoverShowingAlerts(isPresented:onDismiss:content:)``: it
/// presents the content with a `.showAlertView()` of its own, and tells the `.showAlertView()`
/// it is presented from that it is covered, from the content's appearance to the end of its
/// dismissal.
nonisolated struct PresentationShowingAlerts<PresentedContent: View>: ViewModifier {
    enum Style {
        case sheet
        case fullScreenCover
    }

    let style: Style
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> PresentedContent
    @Environment(\.showAlert) private var enclosing

    init(style: Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> PresentedContent) {
        self.style = style
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }

    /// The presentation is attached to an empty view of its own over the covered content:
    /// SwiftUI presents only the outermost of two presentation modifiers on one view, so it
    /// must not share one with an `alert` or `sheet` the app attaches to the same content.
    @MainActor func body(content covered: Content) -> some View {
        covered.overlay { presenter }
    }

    @MainActor @ViewBuilder private var presenter: some View {
        switch style {
        case .sheet:
            EmptyView().sheet(isPresented: isPresented, onDismiss: onDismiss) { presented }
        case .fullScreenCover:
            #if os(macOS)
            EmptyView().sheet(isPresented: isPresented, onDismiss: onDismiss) { presented }
            #else
            EmptyView().fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) { presented }
            #endif
        }
    }

    /// The presented content, hosting alerts itself and covering the enclosing host while it
    /// is on screen.
    @MainActor private var presented: some View {
        let connection = enclosing.connection
        return content()
            .showAlertView()
            .onAppear { connection.setCovered(true) }
            .onDisappear { connection.setCovered(false) }
    }
}
