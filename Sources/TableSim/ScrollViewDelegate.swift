/// The app object that hears about scrolling, with UIKit's `UIScrollViewDelegate` methods.
///
/// Every method is optional; the default implementations stand for "not implemented".
public protocol ScrollViewDelegate: CallbackResponding {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Tells the delegate that a finger began to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// Tells the delegate where the content will come to rest when the finger lifts; it may change it.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    /// Tells the delegate that the finger lifted, and whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the content begins to slow down after a flick.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Tells the delegate that the content came to rest after a flick.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// Tells the delegate that an animated programmatic scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Asks whether a tap on the status bar may scroll to the top (true when not implemented).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// Tells the delegate that a scroll to the top ended.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// Tells the delegate that the adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScroll)
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDragging)
    }
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) { scrollView.unimplemented(Callbacks.scrollViewWillEndDragging) }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDragging)
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDecelerating)
    }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDecelerating)
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndScrollingAnimation)
    }
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        scrollView.unimplemented(Callbacks.scrollViewShouldScrollToTop)
    }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScrollToTop)
    }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidChangeAdjustedContentInset)
    }
}
