// `LocalizedStringResource` is Foundation's on Apple platforms only; Foundation elsewhere has
// no such type, so these initializers exist where it does.
#if canImport(Darwin)
import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension AlertButton {
    /// Creates a button whose title is looked up in the app's strings, in the app's language,
    /// when the button is made.
    ///
    /// ```swift
    /// AlertButton(title: LocalizedStringResource("Keep Both")) { store.keepBoth() }
    /// ```
    public init(title: LocalizedStringResource, type: AlertButtonType = .default, action: (@MainActor () -> Void)? = nil) {
        self.init(title: String(localized: title), type: type, action: action)
    }

    /// Creates a button whose title is looked up in the app's strings and whose action
    /// receives the values of the alert's text fields, in order.
    public init(title: LocalizedStringResource, type: AlertButtonType = .default, textAction: @escaping @MainActor (_ textValues: [String]) -> Void) {
        self.init(title: String(localized: title), type: type, textAction: textAction)
    }

    /// A default-role button whose title is looked up in the app's strings.
    public static func ok(_ title: LocalizedStringResource, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: String(localized: title), type: .default, action: action)
    }

    /// A cancel-role button whose title is looked up in the app's strings.
    public static func cancel(_ title: LocalizedStringResource, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: String(localized: title), type: .cancel, action: action)
    }

    /// A destructive-role button whose title is looked up in the app's strings.
    ///
    /// ```swift
    /// .destructive(LocalizedStringResource("Delete")) { files.delete(file) }
    /// ```
    public static func destructive(_ title: LocalizedStringResource, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: String(localized: title), type: .destructive, action: action)
    }
}
#endif
