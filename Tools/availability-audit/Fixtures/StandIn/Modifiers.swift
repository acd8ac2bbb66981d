// View modifiers the fixtures use. Parsed by the audit, never compiled.

extension View {
    public func alert(_ title: String, isPresented: Binding, @ViewBuilder actions: () -> Text) -> some View

    public func onChange(of value: Int, perform action: @escaping (Int) -> Void) -> some View

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func onChange(of value: Int, initial: Bool = false, _ action: @escaping () -> Void) -> some View

    // An optional closure before a required one: a lone trailing closure fills `content`.
    public func sheet(isPresented: Binding, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Text) -> some View

    public func lineLimit(_ number: Int?) -> some View

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View

    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func keyboardShortcutHint(_ key: String) -> some View
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func scrollDismissesKeyboard(_ mode: Int) -> some View
}

public struct EnvironmentValues {
    public var isEnabled: Bool

    public var lineLimit: Int?

    @available(iOS, introduced: 17.0)
    @available(macOS, introduced: 14.0)
    public var isSceneCaptured: Bool
}
