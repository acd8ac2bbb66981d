/// A file's number as the person typed it after a command ("d 2"): any whole number, however
/// large or negative, so that every one gets an answer.
struct FileNumber: Hashable {
    /// The number as typed, for messages.
    let text: String
    /// Its value, or `nil` when it does not fit an `Int` (and so names no file).
    let value: Int?

    /// Reads a whole number, with an optional sign; `nil` for anything else.
    init?(_ word: some StringProtocol) {
        let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : word[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        text = String(word)
        value = Int(word)
    }

    /// The index in a list of `count` files it names, counting from 1; `nil` when there is none.
    func index(amongCount count: Int) -> Int? {
        guard let value, value >= 1, value <= count else { return nil }
        return value - 1
    }
}
