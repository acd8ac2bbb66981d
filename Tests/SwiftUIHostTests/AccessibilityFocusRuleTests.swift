import SwiftUI
import Testing

/// The view host moves the assistive technology focus as Apple documents
/// `AccessibilityFocusState` (Support/SwiftUIHost.md, rule “Accessibility focus”): these views
/// use plain SwiftUI, without the package.
@MainActor
@Suite struct AccessibilityFocusRuleTests {
    /// Two headings bound to one focus state, with buttons that set it and hide the first.
    struct TwoHeadingsScreen: View {
        enum Heading: Hashable {
            case inbox
            case drafts
        }

        @AccessibilityFocusState private var focused: Heading?
        @State private var isInboxHidden = false

        var body: some View {
            VStack {
                Text("Inbox")
                    .accessibilityFocused($focused, equals: .inbox)
                    .accessibilityHidden(isInboxHidden)
                Text("Drafts")
                    .accessibilityFocused($focused, equals: .drafts)
                Text("Focused: \(focused.map { "\($0)" } ?? "none")")
                Button("Focus inbox", role: nil) { focused = .inbox }
                Button("Focus drafts", role: nil) { focused = .drafts }
                Button("Clear", role: nil) { focused = nil }
                Button("Hide inbox", role: nil) { isInboxHidden = true }
            }
        }
    }

    @Test func settingTheValueMovesTheFocusAndClearingItDismissesIt() async throws {
        let driver = ViewHostDriver(TwoHeadingsScreen(), behaviour: .iOS16AndLater)
        try await driver.render()
        #expect(driver.accessibilityFocusedTexts == nil)

        try await driver.tapContentButton("Focus inbox")
        #expect(driver.accessibilityFocusedTexts == ["Inbox"])

        try await driver.tapContentButton("Focus drafts")
        #expect(driver.accessibilityFocusedTexts == ["Drafts"])

        try await driver.tapContentButton("Clear")
        #expect(driver.accessibilityFocusedTexts == nil)
        #expect(driver.contentTexts.contains("Focused: none"))
    }

    @Test func anElementHiddenFromAssistiveTechnologiesLosesTheFocusAndItsValueIsReset() async throws {
        let driver = ViewHostDriver(TwoHeadingsScreen(), behaviour: .iOS16AndLater)
        try await driver.render()
        try await driver.tapContentButton("Focus inbox")
        #expect(driver.contentTexts.contains("Focused: inbox"))

        try await driver.tapContentButton("Hide inbox")

        #expect(driver.accessibilityFocusedTexts == nil)
        #expect(driver.contentTexts.contains("Focused: none"))
    }
}
