/// A file listed by ``FileListScreen``.
public struct FileItem: Identifiable, Hashable, Sendable {
    /// The file's name, unique in its folder.
    public let name: String

    /// Creates an item.
    public init(name: String) {
        self.name = name
    }

    public var id: String { name }
}
