import Foundation
import SwiftUI

/// A fixed sRGB colour whose contrast against another can be measured, so that a toast's text
/// is shown to be readable on its background rather than assumed to be.
struct SRGBColor: Equatable, Sendable {
    /// Each component from 0 to 1.
    let red: Double
    let green: Double
    let blue: Double

    /// The colour of the 8-bit components `0xRRGGBB`.
    init(hex: Int) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }

    static let white = SRGBColor(hex: 0xFFFFFF)
    static let black = SRGBColor(hex: 0x000000)

    /// SwiftUI's colour of the same components.
    var color: Color { Color(.sRGB, red: red, green: green, blue: blue) }

    /// The relative luminance of WCAG 2.2 (0 for black, 1 for white).
    var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of WCAG 2.2 between this colour and `other`, from 1 to 21; text of
    /// normal size needs 4.5 (success criterion 1.4.3).
    func contrastRatio(with other: SRGBColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
