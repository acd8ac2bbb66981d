import Alerts

/// A sheet on screen in full-screen mode: its panel's state, the host it is presented from,
/// and the host attached over it, which shows what is requested while the sheet is up.
struct SheetLayer {
    let sheet: SheetPresentation
    /// The host the sheet is presented from: it takes the sheet's ending.
    let presenter: AlertHost
    /// The host over the sheet: alerts, toasts and further sheets show on it.
    let host: AlertHost
    /// What the panel shows; `nil` for content that is not a ``TerminalSheet``, shown as its
    /// title and a Cancel button.
    let content: (any TerminalSheetContent)?
    var model: TerminalAlertModel
    /// Whether a button's action is running: the panel takes no keys until it returns.
    var isBusy = false
    /// When the panel starts taking the keys that choose a button, on the center's clock.
    var activeFrom: AlertDuration?
    /// Ends the hold on those keys.
    var holdTimer: (any AlertTimer)?

    init(sheet: SheetPresentation, presenter: AlertHost, host: AlertHost, usesUnicode: Bool) {
        self.sheet = sheet
        self.presenter = presenter
        self.host = host
        let content = sheet.content as? any TerminalSheetContent
        self.content = content
        let alert = AlertData(
            title: sheet.sheet.title,
            message: content?.message,
            buttons: content?.buttonFaces ?? [AlertButton(title: AlertButton.cancel().title, type: .cancel)],
            textFields: content?.textFields ?? []
        )
        model = TerminalAlertModel(alert: usesUnicode ? alert : alert.asciiFallback, escapeDismisses: true)
    }
}
