/// How VoiceOver scrolls the table to show the element it focuses (§4.2), as a pure decision the
/// device then performs with the table's own scrolling.
package enum AccessibilityScrollRule {
    /// What to do for a focused element.
    package enum Decision: Hashable, Sendable {
        /// Leave the table where it is.
        case none
        /// `scrollToRow(at:at:animated: false)` with this position; if the row is still not shown,
        /// again with `.middle`; if still outside, `scrollRectToVisible` of its frame (§4.2 step 4).
        case scrollToRow(IndexPath, ScrollPosition)
        /// The least non-animated `scrollRectToVisible` that shows the rectangle (headers, footers, the
        /// table's header and footer views: choice).
        case scrollRectToVisible(Rect)
    }

    /// Whether `inner` lies wholly inside `outer`.
    static func fullyInside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// Whether two rectangles overlap.
    static func overlaps(_ a: Rect, _ b: Rect?) -> Bool {
        guard let b else { return false }
        return a.intersection(b) != nil
    }

    /// The decision for a focused row (§4.2 [D: D-elem, `accessibilityScrollToVisibleWithChild:`]).
    ///
    /// All rectangles are in the table's content coordinates: `bounds` is the part of the table on
    /// screen, `visibleBounds` the same less `adjustedContentInset`, `keyboard` the keyboard's frame.
    /// `visibleRows` is `indexPathsForVisibleRows`; `showsEveryRow` says the whole table is visible.
    package static func decision(
        forRow row: IndexPath, rowRect: Rect, bounds: Rect, visibleBounds: Rect, keyboard: Rect?,
        visibleRows: [IndexPath], showsEveryRow: Bool
    ) -> Decision {
        let behindKeyboard = overlaps(rowRect, keyboard)
        let insideVisible = fullyInside(rowRect, visibleBounds)
        // Step 1: the row must scroll when behind the keyboard or not wholly inside either rectangle.
        let mustScroll = behindKeyboard || !fullyInside(rowRect, bounds) || !insideVisible
        if !mustScroll {
            // Step 3: an edge row (among the first two or last two visible) is re-centred, unless it is
            // the only visible row or every row already shows.
            if showsEveryRow || visibleRows.count <= 1 { return .none }
            let edges = visibleRows.prefix(2) + visibleRows.suffix(2)
            guard edges.contains(row) else { return .none }
        }
        // Step 2: `.top` when behind the keyboard or not wholly inside the inset-adjusted bounds.
        let position: ScrollPosition = behindKeyboard || !insideVisible ? .top : .middle
        return .scrollToRow(row, position)
    }

    /// The decision for a header, a footer or the table's header or footer view: the least scroll that
    /// shows it when it is not wholly inside the inset-adjusted bounds (§4.2, choice).
    package static func decision(forRect rect: Rect, visibleBounds: Rect) -> Decision {
        fullyInside(rect, visibleBounds) ? .none : .scrollRectToVisible(rect)
    }
}
