// Stand-in for a part of Combine, which platforms without SwiftUI lack too. Every public
// declaration in this file is transcribed from Apple's Combine.swiftinterface of the iOS 16.5
// SDK (the declarations are the same in the 13.7, 14.5 and 15.6 SDKs): name, generic
// parameters and constraints, availability and isolation are Apple's. Only what StateObject
// needs is declared (Support/SwiftUIStandIn.md says what is left out).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A new publisher on each read: nothing here subscribes to it (the view host does not
    /// observe objects), so no object needs to keep one.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher()
    }
}
