/// What follows when the adjusted content inset changes: the app set `contentInset` or
/// `contentInsetAdjustmentBehavior` (the keyboard code does), or the safe area changed (a rotation).
extension TableView {
    /// Tells the delegate the adjusted inset changed (`scrollViewDidChangeAdjustedContentInset`).
    /// Then, unless a finger holds the content or it is moving by itself: content that rested at its
    /// top stays at its top; an offset left outside the new limits comes back inside them. Either
    /// move brings `scrollViewDidScroll` and the cells that come and go. Before the first load
    /// nothing is laid out and no delegate hears of it (viewDidLoad).
    func noteAdjustedContentInsetChange(from old: EdgeInsets) {
        guard hasLoadedData else { return }
        runCrashingOnException { () throws(UIKitException) in
            try callScrollViewDidChangeAdjustedContentInset()
            guard !isDragging, !isScrollingByItself else { return }
            let restedAtTop = contentOffset.y == -old.top
            let y = restedAtTop ? minimumContentOffsetY : clampedOffsetY(contentOffset.y)
            try moveContent(to: Point(x: contentOffset.x, y: y))
        }
    }
}
