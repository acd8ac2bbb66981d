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
        let log = OSLog(subsystem: "com.apple.runtime-issues", category: "SwiftUIAlerts")
        if let swiftUI = swiftUIImageIndex(), let header = _dyld_get_image_header(swiftUI) {
            os_log(.fault, dso: header, log: log, "%@", message)
        } else {
            os_log(.fault, dso: #dsohandle, log: log, "%@", message)
        }
        #else
        Logger(subsystem: "swift-alerts", category: "SwiftUIAlerts").fault("\(message, privacy: .public)")
        #endif
        #else
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        #endif
    }

    #if canImport(os) && DEBUG
    /// The index of SwiftUI's image among the loaded ones. Xcode turns a fault of the
    /// "com.apple.runtime-issues" subsystem into a runtime issue when a system framework logs
    /// it, so the warning is logged for SwiftUI's image (its header, handed to `os_log` as the
    /// `dso:` that API demands); without it, for this module's: a fault in the console only.
    private static func swiftUIImageIndex() -> UInt32? {
        (0..<_dyld_image_count()).first { index in
            _dyld_get_image_name(index).map { String(cString: $0).hasSuffix("/SwiftUI") } ?? false
        }
    }
    #endif
}
