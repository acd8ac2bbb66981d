import Foundation
#if canImport(os)
import os
#endif

/// Reports a mistake the app can fix without stopping it: as a fault in the unified log on
/// Apple platforms (Xcode shows it in the debug console), on standard error elsewhere.
enum RuntimeWarning {
    static func report(_ message: String) {
        #if canImport(os)
        Logger(subsystem: "swift-alerts", category: "SwiftUIAlerts").fault("\(message, privacy: .public)")
        #else
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        #endif
    }
}
