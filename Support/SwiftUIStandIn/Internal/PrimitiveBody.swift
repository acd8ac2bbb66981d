// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// Primitive views and scenes (`Text`, `TupleView`, `ModifiedContent`, …) have no body of
/// their own: SwiftUI's renderer draws them directly. Apple's interface does not print the
/// witness for their `body`; this one is SPI so that it stays out of the public interface too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Body == Never {
    @_spi(Rendering) public var body: Never { renderedBySwiftUI(Self.self) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene where Body == Never {
    @_spi(Rendering) public var body: Never { renderedBySwiftUI(Self.self) }
}

/// \`Never\` is both a view and a scene, with itself as body.
extension Never {
    @_spi(Rendering) public typealias Body = Never

    @_spi(Rendering) public var body: Never {
        switch self {}
    }
}

/// Stops with a message: only SwiftUI's renderer asks for what this stands for (a primitive
/// body, the value behind a `Binding` made of closures), and no renderer exists where this
/// module is built.
func renderedBySwiftUI(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is evaluated only by SwiftUI's renderer, which this platform does not have")
}
