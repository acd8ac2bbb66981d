/// The command line: which manifest gives the floor, which folders declare API, which are checked.
///
/// ```
/// availability-audit --manifest Package.swift --declarations Support/SwiftUIStandIn --check Sources/SwiftUIAlerts
/// ```
struct AuditOptions {
    /// A command line the audit cannot run with.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// The manifest whose `platforms:` give the deployment floor.
    var manifest = "Package.swift"
    /// Folders (or single files, such as a `.swiftinterface`) whose declarations are indexed.
    var declarationSources: [String] = []
    /// Folders whose uses are checked; their declarations are indexed as well.
    var checkedFolders: [String] = []
    /// Whether only the usage text was asked for.
    var showsHelp = false

    static let usage = """
        usage: availability-audit [--manifest FILE] [--declarations PATH]... --check DIR...

        Reports uses of declarations introduced after the package's deployment floor that
        are not inside a matching `if #available`, `guard #available` or `@available` context,
        and uses of declarations unavailable on a platform in code built for it.

          --manifest FILE       manifest whose `platforms:` give the floor (default: Package.swift)
          --declarations PATH   folder of Swift sources, or one .swift or .swiftinterface file,
                                whose declarations are indexed; repeatable
          --check DIR           folder whose uses are checked and whose declarations are indexed
                                too; repeatable, at least one

        Exit status: 0 no violations, 1 violations, 2 usage error.
        """

    /// Reads the arguments after the program name.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            if option == "--help" || option == "-h" {
                showsHelp = true
                continue
            }
            guard ["--manifest", "--declarations", "--check"].contains(option) else {
                throw UsageError(description: "unknown argument '\(option)'")
            }
            guard let value = remaining.popFirst() else {
                throw UsageError(description: "\(option) needs a value")
            }
            switch option {
            case "--manifest": manifest = value
            case "--declarations": declarationSources.append(value)
            default: checkedFolders.append(value)
            }
        }
        if checkedFolders.isEmpty, !showsHelp {
            throw UsageError(description: "no folder to check: give --check DIR")
        }
    }
}
