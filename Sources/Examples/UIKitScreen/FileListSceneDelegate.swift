#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import SwiftUIAlerts
import UIKit

/// The scene of a UIKit app: it attaches each window it makes to the app's one center, so that
/// every view controller in it shows alerts through that center's queue.
///
/// ```swift
/// FileListSceneDelegate.center.attach(to: window)
/// ```
public final class FileListSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The app's center: view models and services present through it too.
    @MainActor public static let center = AlertCenter()

    /// The scene's window.
    public var window: UIWindow?

    /// Makes the window, attaches it to ``center`` and shows it.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let files = ["Notes.txt", "Budget.numbers", "Trip.key"].map(FileItem.init(name:))
        window.rootViewController = UINavigationController(rootViewController: FileTableViewController(files: files))
        Self.center.attach(to: window)
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
