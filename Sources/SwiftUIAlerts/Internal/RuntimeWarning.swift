import Foundation
#if canImport(os)
import os
#endif

/// Reports a mistake the app can fix without stopping it. In a debug build on Apple platforms it
/// is a runtime issue: Xcode shows it purple, in the Issue navigator and at the call, as it shows
/// SwiftUI's own. In a release build it is a fault in the unified log; elsewhere a line on
/// standard error.
enum RuntimeWarning {
    static func report(_ message: String) {
        #if canImport(os)
        #if DEBUG
        os_log(.fault, dso: runtimeIssueImage(), log: OSLog(subsystem: "com.apple.runtime-issues", category: "SwiftUIAlerts"), "%@", message)
        #else
        Logger(subsystem: "swift-alerts", category: "SwiftUIAlerts").fault("\(message, privacy: .public)")
        #endif
        #else
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        #endif
    }

    #if canImport(os) && DEBUG
    /// The image a runtime issue is logged for. Xcode turns a fault of the
    /// "com.apple.runtime-issues" subsystem into a runtime issue when a system framework logs
    /// it, so it is logged for SwiftUI's image, found among the loaded ones; without it, for
    /// this module's (a fault in the console only). The dyld calls hand out C pointers: the
    /// only unsafe code here, demanded by `os_log(_:dso:log:_:_:)`.
    private static func runtimeIssueImage() -> UnsafeRawPointer {
        for index in 0..<_dyld_image_count() {
            guard let name = _dyld_get_image_name(index), String(cString: name).hasSuffix("/SwiftUI"),
                  let header = _dyld_get_image_header(index)
            else { continue }
            return UnsafeRawPointer(header)
        }
        return #dsohandle
    }
    #endif
}
