import SwiftUI

/// An enum switched in `body`, for comparison only: the screen keeps an optional error enum in its
/// `@State` and switches over it in its own `body` to draw the alert.
struct EnumSwitchedInBodyScreen: View {
    enum ErrorType {
        case defaultError(title: String)
        case multipleButtonError(title: String)
    }

    @State private var errorType: ErrorType?

    var body: some View {
        VStack {
            ContentReadingAClosure(show: { errorType = .defaultError(title: "Report") })
            StaticContent()
        }
        .alert(title, isPresented: isPresented, presenting: errorType) { errorType in
            switch errorType {
            case .defaultError:
                Button("OK", role: nil) {}
            case .multipleButtonError:
                Button("Cancel", role: .cancel) {}
                Button("OK", role: nil) {}
            }
        } message: { _ in
            EmptyView()
        }
    }

    private var title: String {
        switch errorType {
        case .defaultError(let title)?, .multipleButtonError(let title)?: title
        case nil: ""
        }
    }

    private var isPresented: Binding<Bool> {
        Binding(get: { [errorType] in errorType != nil }, set: { [$errorType] in if !$0 { $errorType.wrappedValue = nil } })
    }
}

/// Content that is handed a closure, as the enum-switching screen's buttons are.
struct ContentReadingAClosure: View {
    let show: @MainActor () -> Void

    var body: some View {
        Button("Show", role: nil) { show() }
    }
}
