import Foundation

do {
    let options = try AuditOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.showsHelp {
        print(AuditOptions.usage)
        exit(0)
    }
    let audit = try AvailabilityAudit(options: options)
    for violation in audit.violations {
        print(violation)
    }
    print("availability-audit: \(audit.summary)")
    exit(audit.violations.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("availability-audit: \(error)\n\n\(AuditOptions.usage)\n".utf8))
    exit(2)
}
