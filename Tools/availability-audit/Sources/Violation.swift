/// A gated use whose place does not guarantee what it needs, printed as a compiler error.
struct Violation: CustomStringConvertible {
    let path: String
    let line: Int
    let column: Int
    let message: String

    /// `path:line:column: error: message`, which editors and CI logs link to the source.
    var description: String {
        "\(path):\(line):\(column): error: \(message)"
    }
}
