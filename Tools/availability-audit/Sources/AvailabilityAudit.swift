import Foundation
import SwiftParser
import SwiftSyntax

/// One run of the audit: indexes the declaration sources and checked folders, then checks
/// every use in the checked folders.
///
/// ```swift
/// let audit = try AvailabilityAudit(options: options)
/// audit.violations.forEach { print($0) }
/// ```
struct AvailabilityAudit {
    let floor: DeploymentFloor
    let checkedFileCount: Int
    let gatedDeclarationCount: Int
    let useCount: Int
    let violations: [Violation]

    /// Runs the audit that `options` describe.
    init(options: AuditOptions) throws {
        let floor = DeploymentFloor(manifest: try Self.read(options.manifest))
        let declarationFiles = try options.declarationSources.flatMap { path in
            try SwiftSourceFiles.list(at: path)
        }
        let checkedFiles = try options.checkedFolders.flatMap { path in
            try SwiftSourceFiles.list(at: path)
        }
        var trees: [String: SourceFileSyntax] = [:]
        for path in Set(declarationFiles + checkedFiles) {
            trees[path] = Parser.parse(source: try Self.read(path))
        }
        let declarations = (declarationFiles + checkedFiles).uniqued().flatMap { path in
            DeclarationCollector(path: path, tree: trees[path]!).declarations
        }
        let index = DeclarationIndex(declarations, floor: floor)
        let checkers = checkedFiles.uniqued().map { path in
            UseChecker(path: path, tree: trees[path]!, index: index, floor: floor)
        }
        self.floor = floor
        checkedFileCount = checkers.count
        gatedDeclarationCount = index.gatedCount
        useCount = checkers.map(\.useCount).reduce(0, +)
        violations = checkers.flatMap(\.violations)
    }

    /// `checked N files, M gated declarations, K uses, V violations (floor: iOS 15.0, …)`.
    var summary: String {
        "checked \(checkedFileCount) files, \(gatedDeclarationCount) gated declarations, \(useCount) uses, "
            + "\(violations.count) violations (floor: \(floor.context.summary))"
    }

    private static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditOptions.UsageError(description: "cannot read '\(path)'")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Array where Element == String {
    /// The elements in order, each only the first time it appears.
    fileprivate func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
