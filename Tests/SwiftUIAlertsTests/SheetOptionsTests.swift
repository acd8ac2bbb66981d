import Alerts
import Foundation
import SwiftUI
import Testing

@testable import SwiftUIAlerts

/// `SheetOptions` as a sheet request carries them: the defaults change nothing, values SwiftUI
/// cannot draw are left out with a warning, and the sheet still shows.
@MainActor
@Suite struct SheetOptionsTests {
    @Test func theDefaultOptionsAreAPlainSheetWithNothingLeftOut() {
        var warnings: [String] = []
        let content = SheetContent(options: SheetOptions(), warn: { warnings.append($0) }) { AnyView(EmptyView()) }
        #expect(!content.isFullScreenCover)
        #expect(content.options.detents.isEmpty)
        #expect(content.options.selectedDetent == nil)
        #expect(content.options.dragIndicator == .automatic)
        #expect(content.options.backgroundInteraction == .automatic)
        #expect(content.options.cornerRadius == nil)
        #expect(!content.options.interactiveDismissDisabled)
        #expect(warnings.isEmpty)
    }

    @Test func aFullScreenCoverIsOneWhereTheSystemHasIt() {
        let content = SheetContent(options: .fullScreenCover) { AnyView(EmptyView()) }
        #if os(macOS)
        #expect(!content.isFullScreenCover, "macOS has no full-screen cover: a sheet")
        #else
        #expect(content.isFullScreenCover)
        #endif
    }

    @Test func detentsSwiftUICannotUseAreLeftOutWithAWarningEach() {
        var warnings: [String] = []
        let asked: Set<SheetOptions.Detent> = [
            .medium, .fraction(1), .height(1), .fraction(0), .fraction(1.5), .fraction(-0.2), .fraction(.nan),
            .height(0), .height(-40), .height(.infinity),
        ]
        let content = SheetContent(options: SheetOptions(detents: asked), warn: { warnings.append($0) }) { AnyView(EmptyView()) }
        #expect(content.options.detents == [.medium, .fraction(1), .height(1)])
        #expect(warnings.count == 7)
        #expect(warnings.allSatisfy { $0.hasPrefix("SheetOptions: the detent ") })
    }

    @Test func aCornerRadiusSwiftUICannotUseGivesTheSystemsWithAWarning() {
        for radius: CGFloat in [-1, .nan, .infinity] {
            var warnings: [String] = []
            let content = SheetContent(options: SheetOptions(cornerRadius: radius), warn: { warnings.append($0) }) { AnyView(EmptyView()) }
            #expect(content.options.cornerRadius == nil)
            #expect(warnings.count == 1)
        }
        let zero = SheetContent(options: SheetOptions(cornerRadius: 0), warn: { Issue.record("unexpected warning \($0)") }) {
            AnyView(EmptyView())
        }
        #expect(zero.options.cornerRadius == 0)
    }
}
