/// The colours of the plots: dark text and lines on a white card of their own, so that they
/// read the same on a light page and a dark one.
enum PlotColors {
    static let card = "#ffffff"
    static let cardBorder = "#d0d7de"
    static let text = "#1f2328"
    static let secondaryText = "#59636e"
    static let grid = "#e4e8ec"
    static let axis = "#818b98"
    static let engine = "#0969da"
    static let optionalBaseline = "#6e7781"
    static let arrayBaseline = "#bc4c00"
}
