import SwiftUI
import Testing

/// How the view host keeps a `StateObject` (rule “StateObject per identity”) and starts the
/// roots of a `WindowGroup`'s windows (rule “Window group root”): plain SwiftUI, without the
/// package.
@MainActor
@Suite struct StateObjectHostTests {
    /// The models a test's views made, in order, each numbered by when it was made.
    final class ModelLog {
        private var models: [WeakModel] = []

        /// How many models were made.
        var made: Int { models.count }
        /// How many models are still alive.
        var living: Int { models.filter { $0.model != nil }.count }

        /// Records `model`, returning its number.
        func record(_ model: Model) -> Int {
            models.append(WeakModel(model: model))
            return models.count
        }
    }

    /// A model that does not keep itself alive in a log.
    struct WeakModel {
        weak var model: Model?
    }

    /// An object made for a view.
    final class Model: ObservableObject {
        private(set) var number = 0

        init(_ log: ModelLog) {
            number = log.record(self)
        }
    }

    /// A text showing the number of its `StateObject`.
    struct ModelText: View {
        @StateObject private var model: Model

        init(log: ModelLog) {
            _model = StateObject(wrappedValue: Model(log))
        }

        var body: some View {
            Text("Model \(model.number)")
        }
    }

    /// A screen whose "Refresh" runs its body again (a new `ModelText` value of the same
    /// identity) and whose "Toggle" removes the `ModelText` and brings it back.
    struct ModelScreen: View {
        let log: ModelLog
        @State private var refreshes = 0
        @State private var isShown = true

        var body: some View {
            VStack {
                Button("Refresh", role: nil) { refreshes += 1 }
                Button("Toggle", role: nil) { isShown.toggle() }
                Text("Refreshed \(refreshes) times")
                if isShown {
                    ModelText(log: log)
                }
            }
        }
    }

    @Test func aStateObjectIsMadeOncePerIdentityWhenItIsInstalled() async throws {
        let log = ModelLog()
        let driver = ViewHostDriver(ModelScreen(log: log), behaviour: .iOS16AndLater)
        try await driver.render()
        #expect(log.made == 1)
        #expect(driver.contentTexts.contains("Model 1"))

        try await driver.tapContentButton("Refresh")
        try await driver.tapContentButton("Refresh")
        #expect(driver.contentTexts.contains("Refreshed 2 times"))
        #expect(log.made == 1, "a new view value of the same identity makes no new object")
        #expect(driver.contentTexts.contains("Model 1"))

        try await driver.tapContentButton("Toggle")
        #expect(!driver.contentTexts.contains("Model 1"))
        #expect(log.living == 0, "the object ends with its identity")
        try await driver.tapContentButton("Toggle")
        #expect(log.made == 2)
        #expect(driver.contentTexts.contains("Model 2"))
    }

    /// A window's root holding one model in a `@State` and one in a `@StateObject`.
    struct ModelWindowRoot: View {
        @State private var stateModel: Model
        @StateObject private var stateObjectModel: Model

        init(log: ModelLog) {
            _stateModel = State(wrappedValue: Model(log))
            _stateObjectModel = StateObject(wrappedValue: Model(log))
        }

        var body: some View {
            VStack {
                Text("State \(stateModel.number)")
                Text("StateObject \(stateObjectModel.number)")
            }
        }
    }

    struct ModelWindowScene: Scene {
        let log: ModelLog

        var body: some Scene {
            WindowGroup {
                ModelWindowRoot(log: log)
            }
        }
    }

    /// Where a `WindowGroup` builds its root once, every window's `@State` starts from the same
    /// object; a `@StateObject` is made for each window all the same.
    @Test(arguments: PresentationBehaviour.WindowGroupRoot.allCases)
    func eachWindowMakesItsOwnStateObject(_ root: PresentationBehaviour.WindowGroupRoot) async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.windowGroupRoot = root
        let log = ModelLog()
        let windows = SceneWindows(ModelWindowScene(log: log), behaviour: behaviour)
        let first = windows.open()
        let second = windows.open()
        try await first.render()
        try await second.render()

        func text(_ prefix: String, in window: ViewHostDriver) -> String? {
            window.contentTexts.first { $0.hasPrefix(prefix + " ") }
        }
        let stateTexts = [text("State", in: first), text("State", in: second)]
        let stateObjectTexts = [text("StateObject", in: first), text("StateObject", in: second)]
        #expect(!stateTexts.contains(nil) && !stateObjectTexts.contains(nil))
        #expect((stateTexts[0] == stateTexts[1]) == (root == .builtOnceAndShared))
        #expect(stateObjectTexts[0] != stateObjectTexts[1])
    }
}
