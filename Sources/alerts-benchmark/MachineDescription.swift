import Foundation

/// The machine a run measured: operating system, processors and CPU model.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct MachineDescription {
    /// The kernel's name, release and architecture, as `uname -srm` prints them.
    let system: String
    /// The processors this process may run on, as `nproc` counts them.
    let processors: Int
    /// The CPU model, from `/proc/cpuinfo` where there is one.
    let cpuModel: String

    /// The machine running this process.
    static var current: MachineDescription {
        MachineDescription(system: unameDescription(), processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: cpuModelName())
    }

    private static func unameDescription() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown system" }
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))"
    }

    private static func cpuModelName() -> String {
        guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown CPU"
    }
}
