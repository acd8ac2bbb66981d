/// The state of the coordinator example's app, kept by ``AppCoordinator``.
public struct RootState: Equatable, Sendable {
    /// How the last save ended.
    public enum SaveResult: Equatable, Sendable {
        /// The file on disk was replaced.
        case replaced
        /// The document was saved next to the existing file, under a new name.
        case keptBoth(savedAs: String)
    }

    /// The names of the files in the folder.
    public var files: [String]
    /// How the last save ended, or `nil` before any.
    public var lastSave: SaveResult?

    /// Creates a state.
    public init(files: [String], lastSave: SaveResult? = nil) {
        self.files = files
        self.lastSave = lastSave
    }
}
