// Stand-in for a part of Combine, which platforms without SwiftUI lack too. Every public
// declaration in this file is transcribed from Apple's Combine.swiftinterface of the iOS 16.5
// SDK (the declarations are the same in the 13.7, 14.5 and 15.6 SDKs): name, generic
// parameters and constraints, availability and isolation are Apple's. Only what StateObject
// needs is declared (Support/SwiftUIStandIn.md says what is left out).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}
}
