// Declarations the fixtures use, some gated above the floor. Parsed by the audit, never compiled.

public protocol View {}

public struct Text: View {
    public init(_ content: String)
}

extension Text {
    // Shares its labels with `init(_:)` above: a call `Text(x)` is taken to mean the ungated one.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ resource: LocalizedResource)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedResource {}

public struct Binding {}

public enum Axis {
    case horizontal
    case vertical
}

public struct TextField: View {
    public init(_ title: String, text: Binding)

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ title: String, text: Binding, axis: Axis)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack: View {
    public init(@ViewBuilder root: () -> Text)
}

@resultBuilder
public enum ViewBuilder {}

public enum ButtonRole {
    case cancel
    case destructive
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    case confirm
}

public struct Button: View {
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void)
}

public struct Schedule {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var now: Schedule
}

public struct PresentationAdaptation {
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var sheet: PresentationAdaptation
}

public struct Workload {
    // Nested and gated: only `Workload.Request`, or `Request` inside `Workload`, names it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct Request {}
}
