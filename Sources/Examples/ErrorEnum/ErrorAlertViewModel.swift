import Alerts
import SwiftUIAlerts

/// Errors as an enum: the logic turns failures into ``ErrorType`` values and shows them; the caller
/// assigns nothing and keeps no flag.
@MainActor
public final class ErrorAlertViewModel {
    /// What the person chose in the last error alert, by the button's handler.
    public private(set) var lastChoice: String?

    /// Creates the view model.
    public init() {}

    /// Reports a failure that offers one way on.
    public func reportDefaultError(using showAlert: ShowAlertAction) {
        showAlert(
            error: ErrorType.defaultError(
                viewData: .init(
                    title: "ボタンが一つ",
                    message: "エラーメッセージ",
                    buttonText: "OKボタン",
                    handler: { [weak self] in self?.lastChoice = "OK" }
                )))
    }

    /// Reports a failure that offers a choice between two ways on.
    public func reportMultipleButtonError(using showAlert: ShowAlertAction) {
        showAlert(
            error: ErrorType.multipleButtonError(
                viewData: .init(
                    title: "ボタンが二つ",
                    message: "エラーメッセージ",
                    primaryButtonText: "OK",
                    secondaryButtonText: "Cancel",
                    primaryButtonHandler: { [weak self] in self?.lastChoice = "OK" },
                    secondaryButtonHandler: { [weak self] in self?.lastChoice = "Cancel" }
                )))
    }
}
