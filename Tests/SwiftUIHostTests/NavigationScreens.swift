import Alerts
import SwiftUI
import SwiftUIAlerts

/// A counter kept in `@State`, to show that a view's state outlives its disappearance.
struct CounterButton: View {
    @State private var count = 0
    let name: String

    var body: some View {
        Button("\(name) \(count)", role: nil) { count += 1 }
    }
}

/// A navigation stack whose root pushes a detail screen; `.showAlertView()` where the test
/// says: outside the stack, on its root screen, on the detail screen.
struct StackScreen: View {
    enum Placement {
        /// One host around the whole stack.
        case aroundTheStack
        /// One host on the root screen, inside the stack; the detail has none of its own.
        case onTheRootScreen
        /// A host on the root screen and one on the detail screen.
        case onEachScreen
    }

    let placement: Placement
    let log: HandleLog
    @State private var isPushed = false

    var body: some View {
        let stack = NavigationStack {
            root
        }
        if placement == .aroundTheStack {
            stack.showAlertView()
        } else {
            stack
        }
    }

    @ViewBuilder private var root: some View {
        let content = VStack {
            CounterButton(name: "Root")
            RequestButton(title: "Ask from the root", alert: AlertData(title: "From the root"), log: log)
            Button("Push", role: nil) { isPushed = true }
            PushingRequestButton(log: log) { isPushed = true }
        }
        .navigationDestination(isPresented: $isPushed) {
            detail
        }
        if placement == .aroundTheStack {
            content
        } else {
            content.showAlertView()
        }
    }

    @ViewBuilder private var detail: some View {
        let content = VStack {
            Text("Detail")
            RequestButton(title: "Ask from the detail", alert: AlertData(title: "From the detail"), log: log)
        }
        if placement == .onEachScreen {
            content.showAlertView()
        } else {
            content
        }
    }
}

/// Requests an alert through the environment and then runs `then` in the same tick, as a
/// button that asks something and navigates at once does (or a deep link arriving).
struct PushingRequestButton: View {
    @Environment(\.showAlert) private var showAlert
    let log: HandleLog
    let then: @MainActor () -> Void

    var body: some View {
        Button("Ask and go", role: nil) {
            log.handles.append(showAlert(title: "Asked before leaving"))
            then()
        }
    }
}

/// Two tabs, each with its own `.showAlertView()`; the second may have none.
struct TabsScreen: View {
    let log: HandleLog
    let secondTabHasAHost: Bool
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            VStack {
                CounterButton(name: "First")
                PushingRequestButton(log: log) { selection = 1 }
            }
            .showAlertView()
            .tag(0)
            second
                .tag(1)
        }
    }

    @ViewBuilder private var second: some View {
        if secondTabHasAHost {
            Text("Second").showAlertView()
        } else {
            Text("Second")
        }
    }
}

/// A screen with `.showAlertView()` that presents a full-screen cover; the cover may have a host
/// of its own.
struct CoverScreen: View {
    let log: HandleLog
    let coverHasAHost: Bool
    @State private var isCovered = false

    var body: some View {
        VStack {
            CounterButton(name: "Below")
            Button("Cover", role: nil) { isCovered = true }
            PushingRequestButton(log: log) { isCovered = true }
        }
        .fullScreenCover(isPresented: $isCovered) {
            cover
        }
        .showAlertView()
    }

    @ViewBuilder private var cover: some View {
        if coverHasAHost {
            Text("Cover").showAlertView()
        } else {
            Text("Cover")
        }
    }
}

/// A screen with `.showAlertView()` that presents a popover with a host of its own.
struct PopoverScreen: View {
    let log: HandleLog
    @State private var isShowingPopover = false

    var body: some View {
        VStack {
            CounterButton(name: "Below")
            PushingRequestButton(log: log) { isShowingPopover = true }
        }
        .onDisappear { log.belowDisappearances += 1 }
        .popover(isPresented: $isShowingPopover) {
            Text("Popover").showAlertView()
        }
        .showAlertView()
    }
}
