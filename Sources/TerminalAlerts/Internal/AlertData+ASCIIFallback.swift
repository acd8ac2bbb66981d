import Alerts

extension AlertData {
    /// The alert as a terminal that is not UTF-8 shows it: title, message, button titles and
    /// field placeholders in ASCII (``Swift/StringProtocol/asciiFallback(keepingLineBreaks:)``),
    /// so that boxes are measured for what is drawn. The fields' texts stay as they are: they
    /// are the answer.
    var asciiFallback: AlertData {
        var copy = self
        copy.title = title.asciiFallback()
        copy.message = message?.asciiFallback(keepingLineBreaks: true)
        copy.buttons = buttons.map { button in
            var ascii = button
            ascii.title = button.title.asciiFallback()
            return ascii
        }
        copy.textFields = textFields.map { field in
            var ascii = field
            ascii.placeholder = field.placeholder.asciiFallback()
            return ascii
        }
        return copy
    }
}
