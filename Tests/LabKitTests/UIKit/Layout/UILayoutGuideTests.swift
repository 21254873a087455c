import LabKit
import XCTest

/// Custom layout guides: rectangles constraints place like views, without a view.
final class UILayoutGuideTests: UIKitTestCase {
    func testASpacerGuideCentersAViewInTheSpaceBesideAnother() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(container)
        let sidebar = SizedView(100, 100), badge = SizedView(40, 20)
        for view in [sidebar, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        container.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            sidebar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sidebar.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.heightAnchor.constraint(equalTo: container.heightAnchor),
            badge.centerXAnchor.constraint(equalTo: spacer.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: spacer.centerYAnchor),
        ])
        commit()
        XCTAssertEqual(spacer.layoutFrame, CGRect(x: 100, y: 0, width: 220, height: 100))
        // The spacer's center (210, 50).
        XCTAssertEqual(badge.frame, CGRect(x: 190, y: 40, width: 40, height: 20))
        XCTAssertEqual(container.layoutGuides.map(\.identifier), ["spacer"])

        container.removeLayoutGuide(spacer)
        XCTAssertNil(spacer.owningView)
        XCTAssertEqual(container.constraints.filter { $0.firstItem === spacer || $0.secondItem === spacer }.count, 0,
                       "removing a guide removes the constraints that use it")
        XCTAssertEqual(spacer.layoutFrame, .zero)
    }

    func testAGuideInAnotherViewIsExpressedInItsOwnersCoordinates() {
        let panel = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 200))
        window.addSubview(panel)
        let guide = UILayoutGuide()
        panel.addLayoutGuide(guide)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(marker)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 30),
            marker.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            marker.topAnchor.constraint(equalTo: guide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 5),
            marker.heightAnchor.constraint(equalToConstant: 5),
        ])
        commit()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 20, width: 50, height: 30))
        // In the window: the panel's origin (40, 60) plus the guide's far corner (60, 50).
        XCTAssertEqual(marker.frame, CGRect(x: 100, y: 110, width: 5, height: 5))
    }
}
