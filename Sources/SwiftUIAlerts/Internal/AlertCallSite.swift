/// Where in the app's code an alert was requested, for the warning shown when no host is there.
struct AlertCallSite: Hashable, CustomStringConvertible {
    let fileID: String
    let line: UInt

    init(fileID: StaticString, line: UInt) {
        self.fileID = "\(fileID)"
        self.line = line
    }

    var description: String { "\(fileID):\(line)" }
}
