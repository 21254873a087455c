/// The base names of UIKit's and Core Animation's optional protocol requirements that LabKit
/// declares as requirements with default implementations (Swift has optional requirements
/// only for Objective-C protocols). Code that forwards a delegate's calls asks whether one
/// is implemented, `delegate?.tableView?(tableView, heightForRowAt: indexPath)`; in the lab
/// every one is, so the port drops the `?` after the name. `UIKitOptionalRequirementsTests`
/// checks each name against LabKit's protocol extensions.
enum UIKitOptionalRequirements {
    static let names: Set<String> = [
        // CALayerDelegate, CAAnimationDelegate
        "action", "display", "draw", "layerWillDraw", "layoutSublayers", "animationDidStart", "animationDidStop",
        // Presentation and transitions
        "adaptivePresentationStyle", "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss",
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "animationController",
        "interactionControllerForDismissal", "interactionControllerForPresentation", "presentationController",
        "animationEnded", "navigationController", "tabBarController", "tabBar",
        // Lists and scrolling
        "tableView", "collectionView", "numberOfSections", "scrollViewDidScroll", "scrollViewDidEndDecelerating",
        "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScrollToTop",
        "scrollViewShouldScrollToTop", "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging",
        // Gestures, dynamics, text
        "gestureRecognizerShouldBegin", "gestureRecognizer", "collisionBehavior", "dynamicAnimatorDidPause", "dynamicAnimatorWillResume",
        "textField", "textFieldDidBeginEditing", "textFieldDidEndEditing", "textFieldShouldBeginEditing",
        "textFieldShouldReturn", "textView", "textViewDidBeginEditing", "textViewDidChange", "textViewDidEndEditing",
        "textViewShouldBeginEditing", "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing",
        "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
        "searchBarBookmarkButtonClicked", "searchBarResultsListButtonClicked",
    ]
}
