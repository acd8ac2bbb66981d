import SwiftUI
import Testing

/// The view host is as strict as SwiftUI where a view could get away with less: these views
/// use plain SwiftUI, without the package.
@MainActor
@Suite struct HostRulesTests {
    /// A flag that lives outside the view, which SwiftUI does not observe.
    @MainActor final class Flag {
        var isOn = false
    }

    /// An alert whose binding reads `flag`; "Refresh" makes the body run again.
    struct FlagAlertScreen: View {
        let flag: Flag
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Text("Refreshed \(refreshes) times")
                Button("Refresh", role: nil) { refreshes += 1 }
            }
            .alert("Flag is on", isPresented: Binding(get: { flag.isOn }, set: { flag.isOn = $0 }), presenting: "") { _ in
                Button("OK", role: nil) {}
            } message: { _ in
                Text("The flag changed.")
            }
        }
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aBindingIsReadOnlyWhenTheBodyHoldingItRuns(_ behaviour: PresentationBehaviour) async throws {
        let flag = Flag()
        let driver = ViewHostDriver(FlagAlertScreen(flag: flag), behaviour: behaviour)
        try await driver.render()

        flag.isOn = true
        try await driver.advance(by: .milliseconds(100))
        #expect(await driver.visibleAlert == nil, "nothing made the body run, so SwiftUI did not read the binding")

        try await driver.tapContentButton("Refresh")
        #expect(await driver.visibleAlert?.title == "Flag is on")
        try await driver.tap("OK")
        #expect(flag.isOn == false)
        #expect(await driver.visibleAlert == nil)
    }
}
