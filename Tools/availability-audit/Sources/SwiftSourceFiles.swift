import Foundation

/// Finds the Swift sources the audit reads.
enum SwiftSourceFiles {
    /// The `.swift` files anywhere under the folder at `path`, sorted, as `path/…/File.swift`;
    /// a path to a file (a `.swift` source or a `.swiftinterface`) is that file alone.
    static func list(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AuditOptions.UsageError(description: "no such file or folder '\(path)'")
        }
        guard isFolder.boolValue else {
            return [path]
        }
        let prefix = path.hasSuffix("/") ? String(path.dropLast()) : path
        let relativePaths = FileManager.default.subpaths(atPath: path) ?? []
        return relativePaths.filter { $0.hasSuffix(".swift") }.sorted().map { "\(prefix)/\($0)" }
    }
}
