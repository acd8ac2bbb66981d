/// Baseline B for loading: the running operations in an array, as a HUD shared by several
/// callers keeps a stack of tokens; ending one searches the array and removes it.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ArrayLoadingBaseline {
    private var operations: [(token: Int, message: String)] = []
    private var lastToken = 0

    var count: Int { operations.count }

    /// The newest operation's message, shown by the HUD.
    var message: String? { operations.last?.message }

    @inline(never)
    func begin(_ message: String) -> Int {
        lastToken += 1
        operations.append((lastToken, message))
        return lastToken
    }

    @inline(never)
    func end(_ token: Int) {
        if let index = operations.firstIndex(where: { $0.token == token }) {
            operations.remove(at: index)
        }
    }
}
