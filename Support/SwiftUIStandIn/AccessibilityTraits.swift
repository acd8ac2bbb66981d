// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// One bit per trait.
    private var bits: UInt32

    private init(bits: UInt32) {
        self.bits = bits
    }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)

    public init() {
        bits = 0
    }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits | other.bits)
    }

    public mutating func formUnion(_ other: AccessibilityTraits) {
        bits |= other.bits
    }

    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }

    public mutating func formIntersection(_ other: AccessibilityTraits) {
        bits &= other.bits
    }

    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }

    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        bits ^= other.bits
    }

    public func contains(_ member: AccessibilityTraits) -> Bool {
        bits & member.bits == member.bits
    }

    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }

    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool {
        a.bits == b.bits
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias ArrayLiteralElement = AccessibilityTraits

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Element = AccessibilityTraits
}
