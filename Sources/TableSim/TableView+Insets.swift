/// What follows when the app changes the content inset.
extension TableView {
    /// Tells the delegate the adjusted inset changed, then brings a content offset left outside the
    /// new limits back inside them (unless a finger holds the content), with the cells that come and go.
    func adjustedContentInsetChanged() throws(UIKitException) {
        try callScrollViewDidChangeAdjustedContentInset()
        guard !isDragging else { return }
        let y = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
        try moveContent(to: Point(x: contentOffset.x, y: y))
    }
}
