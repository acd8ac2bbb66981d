import Alerts

/// A view model, for iOS 15: it shows every kind of ``ArticleAlert`` through one
/// ``AlertCenter`` instead of setting flags for one `.alert` per kind, so an alert requested
/// while another is up waits for its turn instead of silently not appearing.
///
/// ```swift
/// let model = ArticleViewModel(alerts: center)
/// ArticleScreen(model: model)            // applies .showAlertView(center: model.alerts)
/// model.showCloseAlert(title: "Gespeichert", message: nil)
/// ```
@MainActor
public final class ArticleViewModel {
    /// The center the screen's `.showAlertView(center:)` renders.
    public let alerts: AlertCenter
    /// Leads back to the previous screen; the view sets it to its `dismiss` action.
    public var onPopBack: (@MainActor () -> Void)?
    /// Whether the person answered "Yes" to bookmarking the article.
    public private(set) var isBookmarked = false
    /// How many times the person chose to open the App Store.
    public private(set) var storeOpenings = 0

    /// Creates a view model that shows its alerts on `alerts`.
    public init(alerts: AlertCenter) {
        self.alerts = alerts
    }

    /// Shows an alert that only closes.
    public func showCloseAlert(title: String, message: String?) {
        alerts.show(ArticleAlert.close(title: title, message: message))
    }

    /// Shows an alert whose button leads back to the previous screen.
    public func showPopBackAlert(title: String, message: String?) {
        alerts.show(
            ArticleAlert.popBack(title: title, message: message) { [weak self] in
                self?.onPopBack?()
            })
    }

    /// Asks whether to bookmark the article.
    public func askToBookmark() {
        alerts.show(
            ArticleAlert.someAction(title: "Bookmark this article?", message: nil) { [weak self] in
                self?.isBookmarked = true
            })
    }

    /// Requires an update: the alert interrupts whatever is visible, which comes back after it.
    public func requireUpdate() {
        alerts.show(
            ArticleAlert.forceUpdate { [weak self] in
                self?.storeOpenings += 1
            })
    }
}
