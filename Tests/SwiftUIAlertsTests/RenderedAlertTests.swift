import Alerts
import AlertsTestSupport
import SwiftUI
import Testing

@testable import SwiftUIAlerts

@MainActor
@Suite(.englishWords) struct RenderedAlertTests {
    private func rendered(_ alert: AlertData) throws -> RenderedAlert {
        RenderedAlert(try #require(HostFixture.presentation(of: alert)))
    }

    @Test func anAlertGivenNoButtonsShowsASingleOK() throws {
        let alert = try rendered(AlertData(title: "Saved"))
        #expect(alert.buttons == [RenderedAlertButton(index: 0, title: "OK", type: .default)])
        #expect(alert.buttons.first?.role == nil)
    }

    @Test func buttonsKeepTheOrderTheAlertDeclares() throws {
        let alert = try rendered(
            AlertData(
                title: "Unsaved changes",
                buttons: [
                    .destructive("Discard"), AlertButton(title: "Save"), .cancel(),
                ]))
        #expect(alert.buttons.map(\.title) == ["Discard", "Save", "Cancel"])
        #expect(alert.buttons.map(\.index) == [0, 1, 2])
    }

    @Test func eachButtonHasTheRoleOfItsType() throws {
        let alert = try rendered(
            AlertData(
                title: "Delete?",
                buttons: [
                    .cancel(), .destructive("Delete"), AlertButton(title: "Archive"),
                ]))
        #expect(alert.buttons.map(\.role) == [.cancel, .destructive, nil])
    }

    @Test func textFieldsComeInOrderWithTheirPlaceholdersAndSecurity() throws {
        let alert = try rendered(
            AlertData(
                title: "Sign in", buttons: [.cancel(), .ok("Sign In")],
                textFields: [
                    AlertTextField(placeholder: "User"), AlertTextField(placeholder: "Password", isSecure: true),
                ]))
        #expect(
            alert.textFields == [
                RenderedTextField(index: 0, placeholder: "User", isSecure: false),
                RenderedTextField(index: 1, placeholder: "Password", isSecure: true),
            ])
    }

    @Test func aMissingOrBlankMessageShowsNoMessage() throws {
        #expect(try rendered(AlertData(title: "A")).message == nil)
        #expect(try rendered(AlertData(title: "B", message: " \n")).message == nil)
        #expect(try rendered(AlertData(title: "C", message: "Details")).message == "Details")
    }

    @Test func aDialogShowsItsTitleWhenItHasOne() throws {
        let titled = try rendered(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))
        let untitled = try rendered(AlertData(title: "", message: "Choose", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))
        #expect(titled.style == .confirmationDialog)
        #expect(titled.titleVisibility == .visible)
        #expect(untitled.titleVisibility == .hidden)
    }

    @Test func itIsIdentifiedByItsPresentation() throws {
        let presentation = try #require(HostFixture.presentation(of: AlertData(title: "Saved")))
        #expect(RenderedAlert(presentation).id == presentation.id)
    }
}
