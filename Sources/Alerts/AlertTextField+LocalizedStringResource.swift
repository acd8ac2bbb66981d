// `LocalizedStringResource` is Foundation's on Apple platforms only; Foundation elsewhere has
// no such type, so this initializer exists where it does.
#if canImport(Darwin)
import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension AlertTextField {
    /// Creates a text field whose placeholder is looked up in the app's strings, in the app's
    /// language, when the field is made.
    ///
    /// ```swift
    /// AlertTextField(placeholder: LocalizedStringResource("Name"), text: file.name)
    /// ```
    public init(placeholder: LocalizedStringResource, text: String = "", isSecure: Bool = false) {
        self.init(placeholder: String(localized: placeholder), text: text, isSecure: isSecure)
    }
}
#endif
