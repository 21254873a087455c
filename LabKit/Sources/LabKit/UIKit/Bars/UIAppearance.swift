import Foundation

/// UIKit's appearance proxies for the bars: `UINavigationBar.appearance()` and
/// `UITabBar.appearance()` return a bar whose settings every bar made afterwards starts with,
/// as code styles all its bars at launch. The settings carried are the bars' colours,
/// translucency, title attributes and images; a bar's own settings made later win.
/// `UITabBarItem.appearance()` carries title attributes and the title's position to every
/// tab bar item that has none of its own.
/// Forgets the proxies' settings: each scene starts as a freshly launched app.
func resetAppearanceProxies() {
    UINavigationBar.proxy = nil
    UITabBar.proxy = nil
    UITabBarItem.proxy = nil
}

extension UINavigationBar {
    nonisolated(unsafe) fileprivate static var proxy: UINavigationBar?

    /// The proxy whose settings new navigation bars take.
    public static func appearance() -> UINavigationBar {
        if let proxy { return proxy }
        let made = UINavigationBar(frame: .zero)
        proxy = made
        return made
    }

    /// Takes the proxy's settings (none while the proxy itself is being made).
    func applyAppearance() {
        guard let proxy = UINavigationBar.proxy, proxy !== self else { return }
        if let color = proxy.barTintColor { barTintColor = color }
        if let color = proxy.ownTintColor { tintColor = color }
        if let attributes = proxy.titleTextAttributes { titleTextAttributes = attributes }
        if !proxy.isTranslucent { isTranslucent = false }
        if proxy.barStyle != .default { barStyle = proxy.barStyle }
        if let image = proxy.shadowImage { shadowImage = image }
        for (metrics, image) in proxy.backgroundImages { setBackgroundImage(image, for: metrics) }
    }
}

extension UITabBar {
    nonisolated(unsafe) fileprivate static var proxy: UITabBar?

    /// The proxy whose settings new tab bars take.
    public static func appearance() -> UITabBar {
        if let proxy { return proxy }
        let made = UITabBar(frame: .zero)
        proxy = made
        return made
    }

    /// Takes the proxy's settings (none while the proxy itself is being made).
    func applyAppearance() {
        guard let proxy = UITabBar.proxy, proxy !== self else { return }
        if let color = proxy.barTintColor { barTintColor = color }
        if let color = proxy.ownTintColor { tintColor = color }
        if let color = proxy.unselectedItemTintColor { unselectedItemTintColor = color }
        if !proxy.isTranslucent { isTranslucent = false }
    }
}

extension UITabBarItem {
    nonisolated(unsafe) fileprivate static var proxy: UITabBarItem?

    /// The proxy whose title attributes and title position items without their own take.
    public static func appearance() -> UITabBarItem {
        if let proxy { return proxy }
        let made = UITabBarItem()
        proxy = made
        return made
    }

    /// The title's attributes for a state: the item's, else the proxy's.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributes(for: state) ?? UITabBarItem.proxy.flatMap { $0 === self ? nil : $0.titleTextAttributes(for: state) }
    }

    /// The title's offset: the item's, else the proxy's.
    var effectiveTitlePositionAdjustment: UIOffset {
        if titlePositionAdjustment != UIOffset(horizontal: 0, vertical: 0) { return titlePositionAdjustment }
        return UITabBarItem.proxy?.titlePositionAdjustment ?? titlePositionAdjustment
    }
}
