import Foundation

/// Told when the user selects an item of a tab bar that no tab bar controller manages.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
