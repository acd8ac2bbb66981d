import Foundation

/// Identifies a window (in SwiftUI, a scene) of an app whose windows share one center.
///
/// Hosts attached with the same window form that window's stack: the most recently attached
/// is its topmost, which shows what the window shows. A request made through a host shows in
/// the host's window; a request made on the center shows in the window the person is using
/// (see ``AlertCenter/topmostHost``). Hosts attached without a window all belong to ``main``.
///
/// ```swift
/// let window = AlertWindowID()                       // once per window
/// let root = center.attachHost(window: window)
/// let sheet = center.attachHost(window: window)      // a sheet inside that window
/// ```
public struct AlertWindowID: Hashable, Sendable, CustomStringConvertible {
    /// `nil` for ``main``.
    private let value: UUID?

    /// The window of hosts attached without one: an app with one window needs no other.
    public static let main = AlertWindowID(value: nil)

    /// A new window, distinct from every other.
    public init() {
        value = UUID()
    }

    private init(value: UUID?) {
        self.value = value
    }

    public var description: String { value.map { "window \($0.uuidString)" } ?? "main window" }
}
