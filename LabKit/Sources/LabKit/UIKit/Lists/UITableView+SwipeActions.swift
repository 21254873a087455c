import Foundation

/// Swipe actions: a mostly horizontal drag on a row whose delegate gives it a swipe
/// configuration moves the row's content aside and reveals the action buttons; on release
/// they stay open (past half their width, or flung open), close, or, swiped most of the way
/// across with `performsFirstActionWithFullSwipe`, run the first action. A tap on a button
/// runs its handler; a tap elsewhere, or a scroll, closes them.
extension UITableView {
    /// How far across the row a swipe must go for a full swipe (UIKit does not document it;
    /// about 60 % of the row's width).
    static let fullSwipeFraction: CGFloat = 0.6
    /// The release velocity (points per second) that opens or closes the actions whatever
    /// the distance.
    static let swipeFlingVelocity: CGFloat = 300
    /// How long the actions take to settle open or closed.
    static let swipeSettleDuration: TimeInterval = 0.3

    func configureSwipeRecognizer() {
        swipeRecognizer.addTarget { [weak self] recognizer in
            self?.swipeRecognizerDidChange(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(swipeRecognizer)
        panGestureRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.closeSwipeActions(animated: true) }
        }
    }

    /// Where the drag `recognizer` follows began, in the table's coordinates.
    private func dragStart(_ recognizer: UIPanGestureRecognizer) -> CGPoint {
        let location = recognizer.location(in: self), t = recognizer.translation(in: self)
        return CGPoint(x: location.x - t.x, y: location.y - t.y)
    }

    /// Whether the drag is a swipe: mostly horizontal, on the row whose actions show or on a
    /// row with actions on the side the drag reveals.
    func swipeMayBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        let t = recognizer.translation(in: self)
        guard abs(t.x) > abs(t.y), let path = indexPathForRow(at: dragStart(recognizer)) else { return false }
        if let swipe, swipe.path == path { return true }
        return swipeConfiguration(for: path, trailing: t.x < 0) != nil
    }

    /// The delegate's configuration for one side of the row, when the row can be edited and
    /// the configuration has actions. Without a trailing configuration the row gets UIKit's
    /// default: a Delete button, when the data source commits edits and the row's editing
    /// style is `.delete` (Apple: `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`,
    /// "return nil if you want the table to display the default set of actions").
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard !isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return nil }
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard let configuration else { return trailing ? defaultSwipeConfiguration(for: path, of: dataSource) : nil }
        return configuration.actions.isEmpty ? nil : configuration
    }

    /// UIKit's swipe actions for a row without a trailing configuration: a destructive button
    /// titled as the delegate says ("Delete") that commits `.delete` for the row.
    private func defaultSwipeConfiguration(for path: IndexPath, of dataSource: any UITableViewDataSource) -> UISwipeActionsConfiguration? {
        guard dataSource.implementsCommit, editingStyle(forRowAt: path) == .delete else { return nil }
        return deleteConfiguration(for: path)
    }

    /// The Delete button of a row: it commits `.delete` for the row the actions show on.
    func deleteConfiguration(for path: IndexPath) -> UISwipeActionsConfiguration {
        let action = UIContextualAction(style: .destructive, title: deleteButtonTitle(forRowAt: path)) { [weak self] _, _, done in
            guard let self, let row = self.swipe?.path else { return done(false) }
            self.dataSource?.commit(.delete, forRowAt: row, in: self)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// The row's editing style: the delegate's, else `.delete`.
    func editingStyle(forRowAt path: IndexPath) -> UITableViewCell.EditingStyle {
        tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }

    /// The title of the row's Delete button: the delegate's, else "Delete".
    func deleteButtonTitle(forRowAt path: IndexPath) -> String {
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    }

    private func swipeRecognizerDidChange(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let path = indexPathForRow(at: dragStart(recognizer)), let cell = cellForRow(at: path) else { return }
            if let swipe, swipe.path != path { closeSwipeActions(animated: true) }
            swipe = (path, cell, cell.swipeOffset)
            followSwipe(recognizer.translation(in: self))
        case .changed:
            followSwipe(recognizer.translation(in: self))
        case .ended:
            endSwipe(velocity: recognizer.velocity(in: self).x)
        case .cancelled:
            endSwipe(velocity: 0)
        case .possible, .failed:
            break
        }
    }

    /// Moves the row's content with the finger, revealing the actions of the side it uncovers
    /// (no further than the row's width, and not at all toward a side without actions).
    private func followSwipe(_ translation: CGPoint) {
        guard let swipe else { return }
        let cell = swipe.cell
        var offset = min(max(swipe.startOffset + translation.x, -cell.bounds.width), cell.bounds.width)
        let trailing = offset < 0
        if offset != 0, cell.swipeActionsView?.isTrailing != trailing {
            if let configuration = swipeConfiguration(for: swipe.path, trailing: trailing) {
                if cell.swipeActionsView == nil { tableDelegate?.tableView(self, willBeginEditingRowAt: swipe.path) }
                cell.swipeActionsView = SwipeActionsView(configuration: configuration, isTrailing: trailing)
            } else {
                offset = 0
            }
        }
        cell.swipeOffset = offset
    }

    /// The finger lifted at `velocity` (points per second, positive to the right): the actions
    /// open, close or, for a full swipe, run the first one.
    private func endSwipe(velocity: CGFloat) {
        guard let swipe, let actions = swipe.cell.swipeActionsView, swipe.cell.swipeOffset != 0 else {
            return closeSwipeActions(animated: true)
        }
        let cell = swipe.cell, revealed = abs(cell.swipeOffset), sign: CGFloat = actions.isTrailing ? -1 : 1
        let outward = velocity * sign
        if actions.configuration.performsFirstActionWithFullSwipe, revealed > cell.bounds.width * UITableView.fullSwipeFraction,
           let first = actions.configuration.actions.first {
            settleSwipe(at: sign * cell.bounds.width)
            perform(first, at: swipe.path)
        } else if outward > UITableView.swipeFlingVelocity || (revealed > actions.openWidth / 2 && outward > -UITableView.swipeFlingVelocity) {
            settleSwipe(at: sign * actions.openWidth)
        } else {
            closeSwipeActions(animated: true)
        }
    }

    /// Animates the swiped row's content to `offset`.
    func settleSwipe(at offset: CGFloat) {
        guard let cell = swipe?.cell else { return }
        UIView.animate(withDuration: UITableView.swipeSettleDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut],
                       animations: {
            cell.swipeOffset = offset
            cell.layoutSubtreeIfNeeded()
        })
    }

    /// Runs `action`'s handler for the row; its completion closes the actions.
    func perform(_ action: UIContextualAction, at path: IndexPath) {
        guard let cell = swipe?.cell, let actions = cell.swipeActionsView,
              let index = actions.configuration.actions.firstIndex(where: { $0 === action }) else { return }
        action.handler(action, actions.buttons[index]) { [weak self] _ in
            self?.closeSwipeActions(animated: true)
        }
    }

    /// Closes the swipe actions that show, if any.
    func closeSwipeActions(animated: Bool) {
        guard let (path, cell, _) = swipe else { return }
        swipe = nil
        if cell.swipeActionsView != nil {
            tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell) == path ? path : nil)
        }
        guard animated else {
            cell.swipeOffset = 0
            cell.swipeActionsView = nil
            return
        }
        UIView.animate(withDuration: UITableView.swipeSettleDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut],
                       animations: {
            cell.swipeOffset = 0
            cell.layoutSubtreeIfNeeded()
        }, completion: { _ in
            if cell.swipeOffset == 0 { cell.swipeActionsView = nil }
        })
    }
}
