import Foundation

/// Finds a module's resource bundle without stopping the program when it is missing.
///
/// SwiftPM's `Bundle.module` ends the program when it cannot find the bundle, as happens when
/// a Linux executable is copied without the `*.resources` folder beside it. The package's
/// words then fall back to English instead.
package enum ResourceBundle {
    /// The bundle `module` gives when it is there: on Apple platforms always; elsewhere when
    /// `<package>_<target>.resources` lies beside the program, where SwiftPM puts it.
    package static func named(_ name: String, module: () -> Bundle) -> Bundle? {
        #if canImport(Darwin)
        return module()
        #else
        let path = Bundle.main.bundleURL.appendingPathComponent(name + ".resources").path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return module()
        #endif
    }
}
