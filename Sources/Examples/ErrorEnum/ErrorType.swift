import Alerts

/// Errors as an enum: one-button and two-button errors as an enum, each with its texts and
/// handlers. It describes its own alert, so showing one is `showAlert(error: error)`; no flag
/// per kind, and no `switch` in a modifier's body that would rebuild the content on each tap.
public enum ErrorType: Error, AlertRepresentable {
    /// An error with one button.
    case defaultError(viewData: DefaultErrorViewData)
    /// An error with a primary and a secondary button.
    case multipleButtonError(viewData: MultipleButtonErrorViewData)

    /// What a one-button error shows and does.
    public struct DefaultErrorViewData: Sendable {
        /// The alert's title.
        public let title: String
        /// The alert's message.
        public let message: String
        /// The label of the only button.
        public let buttonText: String
        /// What the button does, if anything.
        public let handler: (@MainActor () -> Void)?

        /// Creates the texts and handler of a one-button error.
        public init(title: String, message: String, buttonText: String, handler: (@MainActor () -> Void)? = nil) {
            self.title = title
            self.message = message
            self.buttonText = buttonText
            self.handler = handler
        }
    }

    /// What a two-button error shows and does.
    public struct MultipleButtonErrorViewData: Sendable {
        /// The alert's title.
        public let title: String
        /// The alert's message.
        public let message: String
        /// The label of the button that goes on.
        public let primaryButtonText: String
        /// The label of the button that backs out; it has the cancel role.
        public let secondaryButtonText: String
        /// What the primary button does, if anything.
        public let primaryButtonHandler: (@MainActor () -> Void)?
        /// What the secondary button does, if anything.
        public let secondaryButtonHandler: (@MainActor () -> Void)?

        /// Creates the texts and handlers of a two-button error.
        public init(
            title: String, message: String, primaryButtonText: String, secondaryButtonText: String,
            primaryButtonHandler: (@MainActor () -> Void)? = nil, secondaryButtonHandler: (@MainActor () -> Void)? = nil
        ) {
            self.title = title
            self.message = message
            self.primaryButtonText = primaryButtonText
            self.secondaryButtonText = secondaryButtonText
            self.primaryButtonHandler = primaryButtonHandler
            self.secondaryButtonHandler = secondaryButtonHandler
        }
    }

    public var alertData: AlertData {
        switch self {
        case .defaultError(let viewData):
            AlertData(
                title: viewData.title, message: viewData.message,
                buttons: [
                    AlertButton(title: viewData.buttonText, action: viewData.handler)
                ])
        case .multipleButtonError(let viewData):
            AlertData(
                title: viewData.title, message: viewData.message,
                buttons: [
                    AlertButton(title: viewData.secondaryButtonText, type: .cancel, action: viewData.secondaryButtonHandler),
                    AlertButton(title: viewData.primaryButtonText, action: viewData.primaryButtonHandler),
                ])
        }
    }
}
