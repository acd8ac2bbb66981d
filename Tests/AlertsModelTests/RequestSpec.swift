import Alerts

/// One generated request: everything the model needs to predict what happens to it, and what
/// the run needs to build the real ``AlertData``.
///
/// Its description is Swift source (`RequestSpec(priority: 750, key: "a")`), listing only what
/// differs from the defaults, so a shrunk failing sequence pastes into a regression test.
struct RequestSpec: Hashable, Sendable, CustomStringConvertible {
    /// The buttons an alert carries.
    enum Buttons: Hashable, CaseIterable {
        /// None given: the center shows a single "OK" without an action.
        case none
        /// "OK" with an action.
        case single
        /// "Cancel" (cancel) and "Confirm" (default), both with actions.
        case cancelAndConfirm
        /// "Cancel" (cancel) and "Delete" (destructive), both with actions.
        case cancelAndDestructive
        /// "Keep" (default), "Delete" (destructive) and "Cancel" (cancel), all with actions.
        case three
        /// "Yes" (default) and "No" (cancel), without actions.
        case withoutActions
    }

    /// What makes an alert invalid, if anything.
    enum Defect: Hashable, CaseIterable {
        /// Title and message blank.
        case blankTitle
        /// One more button, with a blank title, after the others.
        case blankButtonTitle
        /// The buttons replaced by two cancel buttons.
        case twoCancelButtons
        /// A confirmation dialog with a text field.
        case textFieldInDialog
    }

    /// How the caller makes the request and waits for it.
    enum Mode: Hashable, CaseIterable {
        /// `show`, keeping the handle.
        case show
        /// `show`, and a task awaits the handle's `value`.
        case awaitHandle
        /// A task calls `present` and awaits its outcome.
        case present
        /// A task already cancelled calls `present`: the request ends cancelled at once.
        case presentFromCancelledTask
    }

    /// The host the request is made through, by the label it attached with (by its number
    /// in attachment order, as the model sees it), or `nil` for the center.
    var via: Int?
    var priority: Int
    var key: String?
    var interrupts: Bool
    var style: AlertStyle
    var buttons: Buttons
    var textFields: Int
    var defect: Defect?
    var mode: Mode
    /// Whether the last button's action requests a follow-up alert on the center.
    var followUp: Bool
    /// What each button's action does to the center after the follow-up, if anything.
    var action: CallbackOperation?
    /// What the `deinit` of an object the actions captured does to the center (see
    /// ``releaseOperation``).
    var onRelease: CallbackOperation?

    init(
        via: Int? = nil,
        priority: Int = 500,
        key: String? = nil,
        interrupts: Bool = false,
        style: AlertStyle = .alert,
        buttons: Buttons = .none,
        textFields: Int = 0,
        defect: Defect? = nil,
        mode: Mode = .show,
        followUp: Bool = false,
        action: CallbackOperation? = nil,
        onRelease: CallbackOperation? = nil
    ) {
        self.via = via
        self.priority = priority
        self.key = key
        self.interrupts = interrupts
        self.style = style
        self.buttons = buttons
        self.textFields = textFields
        self.defect = defect
        self.mode = mode
        self.followUp = followUp
        self.action = action
        self.onRelease = onRelease
    }

    /// The request an action makes when its button has a follow-up.
    static let followUpRequest = RequestSpec(buttons: .single)

    /// One button as the model sees it.
    struct Button: Hashable {
        let title: String
        let type: AlertButtonType
        let hasAction: Bool
    }

    /// The buttons given to the alert, in order (before the center adds a default "OK").
    var givenButtons: [Button] {
        if defect == .twoCancelButtons {
            return [Button(title: "Cancel", type: .cancel, hasAction: true), Button(title: "Close", type: .cancel, hasAction: true)]
        }
        var buttons: [Button] =
            switch self.buttons {
            case .none: []
            case .single: [Button(title: "OK", type: .default, hasAction: true)]
            case .cancelAndConfirm:
                [Button(title: "Cancel", type: .cancel, hasAction: true), Button(title: "Confirm", type: .default, hasAction: true)]
            case .cancelAndDestructive:
                [Button(title: "Cancel", type: .cancel, hasAction: true), Button(title: "Delete", type: .destructive, hasAction: true)]
            case .three:
                [
                    Button(title: "Keep", type: .default, hasAction: true), Button(title: "Delete", type: .destructive, hasAction: true),
                    Button(title: "Cancel", type: .cancel, hasAction: true),
                ]
            case .withoutActions:
                [Button(title: "Yes", type: .default, hasAction: false), Button(title: "No", type: .cancel, hasAction: false)]
            }
        if defect == .blankButtonTitle {
            buttons.append(Button(title: " ", type: .default, hasAction: true))
        }
        return buttons
    }

    /// The buttons shown: the given ones, or a single "OK" without an action.
    var shownButtons: [Button] {
        let given = givenButtons
        return given.isEmpty ? [Button(title: "OK", type: .default, hasAction: false)] : given
    }

    /// The style actually requested.
    var effectiveStyle: AlertStyle { defect == .textFieldInDialog ? .confirmationDialog : style }

    /// The number of text fields actually requested.
    var effectiveTextFields: Int { defect == .textFieldInDialog ? max(1, textFields) : textFields }

    /// The initial text of each text field.
    var initialTexts: [String] { (0..<effectiveTextFields).map { "initial\($0)" } }

    /// What the released object's `deinit` does, when there is such an object: only a request
    /// made with `show` whose buttons have actions holds one (a task calling `present` keeps its
    /// alert, and so the object, until it resumes).
    var releaseOperation: CallbackOperation? {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
        guard mode == .show || mode == .awaitHandle, givenButtons.contains(where: \.hasAction) else { return nil }
        return onRelease
    }

    /// The error the center must reject the alert with, if it is invalid.
    var expectedValidationError: AlertValidationError? {
        switch defect {
        case nil: nil
        case .blankTitle: .emptyTitleAndMessage
        case .blankButtonTitle: .emptyButtonTitle(index: givenButtons.count - 1)
        case .twoCancelButtons: .multipleCancelButtons(count: 2)
        case .textFieldInDialog: .textFieldsInConfirmationDialog
        }
    }

    /// Builds the alert, titled after the request it belongs to; each action reports its run,
    /// and holds `captured` (the object whose release calls back into the center).
    @MainActor
    func alertData(request: Int, capturing captured: (any Sendable)? = nil, action: @escaping @MainActor (_ button: Int) -> Void) -> AlertData {
        let buttons = givenButtons.enumerated().map { index, button in
            button.hasAction
                ? AlertButton(title: button.title, type: button.type) { withExtendedLifetime(captured) { action(index) } }
                : AlertButton(title: button.title, type: button.type)
        }
        let fields = initialTexts.enumerated().map { AlertTextField(placeholder: "field\($0.offset)", text: $0.element) }
        return AlertData(
            title: defect == .blankTitle ? " " : Self.title(of: request),
            message: defect == .blankTitle ? nil : "message",
            buttons: buttons,
            textFields: fields,
            style: effectiveStyle,
            priority: AlertPriority(rawValue: priority),
            coalescingKey: key,
            interruptsLowerPriority: interrupts
        )
    }

    /// The title of the alert a request creates: it names the request.
    static func title(of request: Int) -> String { "r\(request)" }

    var description: String {
        var arguments: [String] = []
        if let via { arguments.append("via: \(via)") }
        if priority != 500 { arguments.append("priority: \(priority)") }
        if let key { arguments.append("key: \"\(key)\"") }
        if interrupts { arguments.append("interrupts: true") }
        if style != .alert { arguments.append("style: .\(style)") }
        if buttons != .none { arguments.append("buttons: .\(buttons)") }
        if textFields != 0 { arguments.append("textFields: \(textFields)") }
        if let defect { arguments.append("defect: .\(defect)") }
        if mode != .show { arguments.append("mode: .\(mode)") }
        if followUp { arguments.append("followUp: true") }
        if let action { arguments.append("action: \(action)") }
        if let onRelease { arguments.append("onRelease: \(onRelease)") }
        return "RequestSpec(\(arguments.joined(separator: ", ")))"
    }
}
