extension AlertHost {
    /// Records a request its caller gave up before making it, such as an error alert for a
    /// `CancellationError`: it ends ``AlertOutcome/cancelled`` at once and is never shown.
    package func showWithdrawn(_ alert: AlertData) -> AlertHandle {
        center.requestAlert(alert, owner: self, withdrawn: true)
    }
}

extension AlertCenter {
    /// Records a request its caller gave up before making it: it ends
    /// ``AlertOutcome/cancelled`` at once and is never shown.
    package func showWithdrawn(_ alert: AlertData) -> AlertHandle {
        requestAlert(alert, owner: nil, withdrawn: true)
    }
}
