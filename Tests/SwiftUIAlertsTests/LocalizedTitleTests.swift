import Alerts
import AlertsTesting
import Foundation
import SwiftUI
import SwiftUIAlerts
import Testing

/// A literal title is a `LocalizedStringKey` looked up in a strings table; a `String` is shown
/// as written.
@MainActor
@Suite struct LocalizedTitleTests {
    /// A bundle on disk with an English `Localizable.strings` and a `Toasts.strings`, and a
    /// German `Localizable.strings`.
    private static let bundle: Bundle = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizedTitleTests-\(UUID().uuidString).bundle")
        let strings = directory.appendingPathComponent("en.lproj")
        do {
            try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
            try """
            "Delete draft?" = "Discard this draft?";
            "It cannot be restored." = "You will not get it back.";
            "Saving…" = "Storing…";
            "Uploading…" = "Sending…";
            "“%@” was saved." = "Saved “%@”.";
            "%@ of 100%% done" = "%@ %% finished";
            "Only %@" = "%@ and %@";
            """.write(to: strings.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
            try #""Saved" = "Stored";"#.write(to: strings.appendingPathComponent("Toasts.strings"), atomically: true, encoding: .utf8)
            let german = directory.appendingPathComponent("de.lproj")
            try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
            try """
            "Delete draft?" = "Entwurf verwerfen?";
            "Saving…" = "Wird gesichert…";
            "Uploading…" = "Wird gesendet…";
            """.write(to: german.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        } catch {
            Issue.record(error)
        }
        return Bundle(path: directory.path) ?? .main
    }()

    private let center = AlertCenter(clock: ManualAlertClock())

    @Test func aLiteralTitleAndMessageAreLookedUpInTheBundlesStrings() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))

        showAlert(title: "Delete draft?", message: "It cannot be restored.", bundle: Self.bundle)

        let alert = try #require(center.visiblePresentation?.alert)
        #expect(alert.title == "Discard this draft?")
        #expect(alert.message == "You will not get it back.")
    }

    @Test func aKeyWithoutAnEntryIsShownAsItsOwnText() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))

        showAlert(title: "No entry for 100%", bundle: Self.bundle)

        #expect(try #require(center.visiblePresentation?.alert).title == "No entry for 100%")
    }

    @Test func aStringVariableIsShownAsWrittenEvenWhenItIsAKey() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let title = "Delete draft?"
        let message: String? = "It cannot be restored."

        showAlert(title: title, message: message)
        showAlert(title: title[...])

        let alert = try #require(center.visiblePresentation?.alert)
        #expect(alert.title == "Delete draft?")
        #expect(alert.message == "It cannot be restored.")
    }

    @Test func anInterpolatedValueIsFormattedIntoTheTranslation() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let name = "Notes.txt"
        let percent = "40"

        showAlert(title: "“\(name)” was saved.", message: "\(percent) of 100% done", bundle: Self.bundle)

        let alert = try #require(center.visiblePresentation?.alert)
        #expect(alert.title == "Saved “Notes.txt”.")
        #expect(alert.message == "40 % finished")
    }

    @Test func anInterpolatedValueIsFormattedIntoTheKeyWhenThereIsNoEntry() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let name = "50%"

        showAlert(title: "Up to \(name) off, 100% sure")

        #expect(try #require(center.visiblePresentation?.alert).title == "Up to 50% off, 100% sure")
    }

    @Test func aStringInterpolatedAsTheMessageKeepsTheLiteralTitleLocalized() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let description = "The disk is 100% full."

        showAlert(title: "Delete draft?", message: "\(description)", bundle: Self.bundle)

        let alert = try #require(center.visiblePresentation?.alert)
        #expect(alert.title == "Discard this draft?")
        #expect(alert.message == "The disk is 100% full.")
    }

    @Test func aTranslationAskingForMoreValuesThanTheKeyHasIsNotUsed() throws {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))
        let name = "Notes.txt"

        showAlert(title: "Only \(name)", bundle: Self.bundle)

        #expect(try #require(center.visiblePresentation?.alert).title == "Only Notes.txt")
    }

    @Test func presentLooksItsLiteralUp() async {
        let showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))

        let waiting = Task { await showAlert.present(title: "Delete draft?", bundle: Self.bundle) }
        while center.visiblePresentation == nil { await Task.yield() }
        #expect(center.visiblePresentation?.alert.title == "Discard this draft?")
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
    }

    @Test func aToastsLiteralIsLookedUpInTheNamedTable() throws {
        let showToast = ShowToastAction(host: center.attachHost(settling: .immediate))
        let written = "Saved"

        showToast("Saved", tableName: "Toasts", bundle: Self.bundle)
        showToast(written, message: "as written")

        #expect(center.visibleToasts.map(\.toast.title) == ["Stored", "Saved"])
    }

    @Test func aLoadingMessagesLiteralIsLookedUp() async throws {
        let withLoading = WithLoadingAction(host: center.attachHost(settling: .immediate))
        let written = "Uploading…"

        let looked = withLoading.begin("Uploading…", bundle: Self.bundle)
        let asWritten = withLoading.begin(written)
        #expect(looked.message == "Sending…")
        #expect(asWritten.message == "Uploading…")
        looked.end()
        asWritten.end()

        var seen: String?
        try await withLoading("Saving…", progress: nil, bundle: Self.bundle) { loading in seen = loading.message }
        #expect(seen == "Storing…")
    }

    /// The environment's `\.locale`, which `Text` follows, chooses the translation of keys
    /// read through `\.showAlert`, `\.showToast` and `\.withLoading`.
    @Test func keysAreLookedUpAndFormattedInTheLocaleOfTheViewsEnvironment() throws {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de_DE")
        let host = center.attachHost(settling: .immediate)
        environment.showAlert = ShowAlertAction(host: host)
        environment.showToast = ShowToastAction(host: host)
        environment.withLoading = WithLoadingAction(host: host)

        environment.showAlert(title: "Delete draft?", message: "It cannot be restored.", bundle: Self.bundle)
        let toast = environment.showToast("Saving…", bundle: Self.bundle)
        let loading = environment.withLoading.begin("Uploading…", bundle: Self.bundle)

        let alert = try #require(center.visiblePresentation?.alert)
        #expect(alert.title == "Entwurf verwerfen?")
        #expect(alert.message == "It cannot be restored.", "a key the German table lacks is shown as its own text")
        #expect(toast.toast.title == "Wird gesichert…")
        #expect(loading.message == "Wird gesendet…")
        loading.end(succeeded: true)
    }

    @Test func theCurrentLocaleKeepsTheBundlesOwnChoice() throws {
        var environment = EnvironmentValues()
        environment.showAlert = ShowAlertAction(host: center.attachHost(settling: .immediate))

        environment.showAlert(title: "Delete draft?", bundle: Self.bundle)

        #expect(try #require(center.visiblePresentation?.alert).title == "Discard this draft?")
    }
}
