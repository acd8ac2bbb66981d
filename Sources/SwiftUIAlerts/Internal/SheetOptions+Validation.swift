import Foundation

extension SheetOptions {
    /// The options with what SwiftUI cannot draw left out, and a description of each value left
    /// out: a fraction detent outside 0 (excluded) to 1, a height detent that is not positive
    /// and finite, a corner radius that is negative or not finite (the system's radius is used).
    func validated() -> (options: SheetOptions, problems: [String]) {
        var valid = self
        var problems: [String] = []
        valid.detents = detents.filter { detent in
            if detent.isValid { return true }
            problems.append("the detent \(detent) is left out: a fraction must be above 0 and at most 1, a height positive and finite")
            return false
        }
        if let radius = cornerRadius, !(radius.isFinite && radius >= 0) {
            problems.append("the corner radius \(radius) is left out for the system's: it must be 0 or more and finite")
            valid.cornerRadius = nil
        }
        return (valid, problems)
    }
}

/// The options' detent, named so that its cases are not taken for SwiftUI's.
private typealias Detent = SheetOptions.Detent

extension SheetOptions.Detent {
    /// Whether SwiftUI can rest a sheet at it.
    fileprivate var isValid: Bool {
        switch self {
        case .medium, .large: true
        case Detent.fraction(let fraction): fraction.isFinite && fraction > 0 && fraction <= 1
        case Detent.height(let height): height.isFinite && height > 0
        }
    }
}
