import SwiftUI

/// The look of the example app: its fonts, each scaling with Dynamic Type relative to a text
/// style, and its colours.
enum Brand {
    static let title = Font.custom("AvenirNext-DemiBold", size: 20, relativeTo: .title3)
    static let body = Font.custom("AvenirNext-Regular", size: 16, relativeTo: .body)
    static let button = Font.custom("AvenirNext-DemiBold", size: 16, relativeTo: .body)
    static let symbol = Font.custom("AvenirNext-Regular", size: 40, relativeTo: .largeTitle)

    /// A deep ink blue behind the alert, and the light text on it (contrast above 7:1).
    static let surface = Color(.sRGB, red: 0.09, green: 0.11, blue: 0.27)
    static let onSurface = Color.white
    /// The accent of the image and of the main button.
    static let accent = Color(.sRGB, red: 1.0, green: 0.78, blue: 0.29)
    /// The colour of a destructive choice on the surface.
    static let danger = Color(.sRGB, red: 1.0, green: 0.54, blue: 0.5)
}
