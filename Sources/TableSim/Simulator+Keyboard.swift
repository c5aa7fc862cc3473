/// A weak reference to a keyboard observer, as `NotificationCenter` holds its observers.
struct WeakKeyboardObserver {
    weak var observer: (any KeyboardObserving)?
}

/// The software keyboard: showing and hiding it, the first responder, and the notifications.
///
/// The keyboard rises from the screen's bottom edge, across its width. Each notification that the
/// controller observes (a table view controller, or app code registered as an observer) is one
/// trace line; with nobody observing, the keyboard still covers the screen but the trace is silent.
extension Simulator {
    /// The keyboard's frame on screen while it is shown, in screen coordinates.
    public var keyboardFrame: Rect? {
        keyboardHeight.map { Rect(x: 0, y: screen.size.height - $0, width: screen.size.width, height: $0) }
    }

    /// The keyboard's frame below the screen's bottom edge, where it comes from and goes to.
    private func offscreenKeyboardFrame(height: Double) -> Rect {
        Rect(x: 0, y: screen.size.height, width: screen.size.width, height: height)
    }

    /// Registers app code that observes the four keyboard notifications (held weakly).
    public func addKeyboardObserver(_ observer: any KeyboardObserving) {
        keyboardObservers.removeAll { $0.observer == nil || $0.observer === observer }
        keyboardObservers.append(WeakKeyboardObserver(observer: observer))
    }

    /// The keyboard appears with a height, or changes to it while shown (`will/didShow`, from the old
    /// frame to the new one); the same height again changes nothing.
    public func showKeyboard(height: Double) throws(SimulationError) {
        guard tableView.hasLoadedData else { throw SimulationError("the table has not appeared yet") }
        guard height > 0, height < screen.size.height else {
            throw SimulationError(
                "a keyboard height must be more than 0 and less than the screen's \(formatNumber(screen.size.height)) points")
        }
        let begin = keyboardFrame ?? offscreenKeyboardFrame(height: height)
        keyboardHeight = height
        let end = offscreenKeyboardFrame(height: height).offsetBy(dy: -height)
        guard begin != end else { return }
        post(.willShow, from: begin, to: end)
        post(.didShow, from: begin, to: end)
    }

    /// The first responder resigns and the keyboard goes down (`will/didHide`).
    public func hideKeyboard() throws(SimulationError) {
        guard let begin = keyboardFrame else { throw SimulationError("the keyboard is not shown") }
        tableView.firstResponderIndexPath = nil
        keyboardHeight = nil
        let end = offscreenKeyboardFrame(height: begin.height)
        post(.willHide, from: begin, to: end)
        post(.didHide, from: begin, to: end)
    }

    /// The first responder's text field left with its cell (a reload, or an update that deleted or
    /// reloaded its row): it resigned, so the keyboard it had raised goes down.
    func firstResponderLeft() {
        guard keyboardFrame != nil else { return }
        try? hideKeyboard()
    }

    /// A tap ended in a row's text field: it becomes first responder. With the keyboard up, moving
    /// to another field posts `will/didShow` again (same frame), so the controller can scroll to it.
    func focusTextField(at indexPath: IndexPath) {
        let previous = tableView.firstResponderIndexPath
        tableView.firstResponderIndexPath = indexPath
        guard previous != indexPath, let frame = keyboardFrame else { return }
        post(.willShow, from: frame, to: frame)
        post(.didShow, from: frame, to: frame)
    }

    /// The screen changed under a shown keyboard (a rotation): it keeps its height at the new bottom.
    func keyboardMoved(from before: Rect) {
        guard let after = keyboardFrame, after != before, tableView.hasLoadedData else { return }
        post(.willShow, from: before, to: after)
        post(.didShow, from: before, to: after)
    }

    private func post(_ name: KeyboardNotification.Name, from begin: Rect, to end: Rect) {
        let observers = keyboardObservers.compactMap(\.observer)
        guard keyboardAvoidance == .tableViewController || !observers.isEmpty, !tableView.hasCrashed else { return }
        let notification = KeyboardNotification(name: name, frameBegin: begin, frameEnd: end)
        tableView.appendTrace(TraceLine(.notification, notification.description))
        if keyboardAvoidance == .tableViewController { tableViewControllerHears(notification) }
        for observer in observers {
            switch name {
            case .willShow: observer.keyboardWillShow(notification)
            case .didShow: observer.keyboardDidShow(notification)
            case .willHide: observer.keyboardWillHide(notification)
            case .didHide: observer.keyboardDidHide(notification)
            }
        }
    }

    /// UITableViewController's own handling: on `willShow` it adds the keyboard's overlap to the
    /// bottom content and scroll-indicator insets and scrolls the first responder's row into view
    /// (the least movement); on `willHide` it takes the inset back.
    private func tableViewControllerHears(_ notification: KeyboardNotification) {
        let overlap: Double
        switch notification.name {
        case .willShow: overlap = tableView.keyboardOverlap(notification.frameEnd)
        case .willHide: overlap = 0
        case .didShow, .didHide: return
        }
        let delta = overlap - controllerKeyboardInset
        if delta != 0 {
            controllerKeyboardInset = overlap
            tableView.verticalScrollIndicatorInsets.bottom += delta
            tableView.contentInset.bottom += delta
        }
        if notification.name == .willShow, let row = tableView.firstResponderIndexPath, tableView.contains(row) {
            // Inside the keyboard's animation block: the offset takes its end value at once (one
            // scrollViewDidScroll) and Core Animation draws the movement, so no frames follow.
            tableView.scrollToRow(at: row, at: .none, animated: false)
        }
    }
}

/// The section index bar: where it is on screen and which title a point is level with.
///
/// The bar is a strip ``sectionIndexWidth`` points wide at the table's trailing edge (inside the
/// safe area), running from the adjusted top inset to the adjusted bottom inset. Titles are
/// ``sectionIndexTitleHeight`` points apart, centred vertically as a block; when they do not fit,
/// they share the bar's height equally. A point above or below the block counts as the nearest title.
extension Simulator {
    /// The width of the section index's touch strip, in points.
    public static let sectionIndexWidth = 20.0
    /// The height of one title in the section index, in points.
    public static let sectionIndexTitleHeight = 16.0

    /// The section index bar on screen, or nil when the table shows no index.
    public var sectionIndexFrame: Rect? {
        guard tableView.showsSectionIndex else { return nil }
        let inset = tableView.adjustedContentInset
        let frame = tableView.frame
        let top = frame.minY + inset.top
        let bottom = frame.maxY - inset.bottom
        guard bottom > top else { return nil }
        let trailing = frame.maxX - tableView.safeAreaInsets.right
        return Rect(x: trailing - Self.sectionIndexWidth, y: top, width: Self.sectionIndexWidth, height: bottom - top)
    }

    /// The top of the block of titles and the height of each.
    private func sectionIndexSlots(in bar: Rect, count: Int) -> (top: Double, height: Double) {
        let natural = Double(count) * Self.sectionIndexTitleHeight
        if natural <= bar.height {
            return (bar.minY + (bar.height - natural) / 2, Self.sectionIndexTitleHeight)
        }
        return (bar.minY, bar.height / Double(count))
    }

    /// The rectangle of the index title at a position, on screen; nil without an index.
    public func sectionIndexTitleRect(at position: Int) -> Rect? {
        guard let bar = sectionIndexFrame, let titles = tableView.sectionIndexTitles, titles.indices.contains(position)
        else { return nil }
        let slots = sectionIndexSlots(in: bar, count: titles.count)
        return Rect(x: bar.minX, y: slots.top + Double(position) * slots.height, width: bar.width, height: slots.height)
    }

    /// The position of the index title level with a screen height, the nearest one beyond the
    /// block's ends; nil without an index.
    public func sectionIndexPosition(atY y: Double) -> Int? {
        guard let bar = sectionIndexFrame, let titles = tableView.sectionIndexTitles, !titles.isEmpty else { return nil }
        let slots = sectionIndexSlots(in: bar, count: titles.count)
        let position = ((y - slots.top) / slots.height).rounded(.down)
        guard position.isFinite else { return 0 }
        return Int(min(max(position, 0), Double(titles.count - 1)))
    }

    /// The screen point a touch on an index title aims at: the centre of its slot.
    public func point(ofSectionIndexTitle title: String) throws(SimulationError) -> Point {
        guard tableView.hasLoadedData else { throw SimulationError("the table has not appeared yet") }
        guard tableView.style == .plain else {
            throw SimulationError("a \(tableView.style.rawValue) table shows no section index (plain style only)")
        }
        guard let titles = tableView.sectionIndexTitles, !titles.isEmpty else {
            throw SimulationError("the table has no section index (declare one with an 'index' line)")
        }
        guard sectionIndexFrame != nil else {
            throw SimulationError(
                "the section index is not on screen: it shows from \(tableView.sectionIndexMinimumDisplayRowCount) rows")
        }
        guard let position = titles.firstIndex(of: title), let rect = sectionIndexTitleRect(at: position) else {
            throw SimulationError(
                "the section index has no title \(title.traceDescription); it shows "
                    + titles.map(\.traceDescription).joined(separator: " "))
        }
        if let keyboardFrame, keyboardFrame.contains(Point(x: rect.midX, y: rect.midY)) {
            throw SimulationError("the index title \(title.traceDescription) is covered by the keyboard")
        }
        return Point(x: rect.midX, y: rect.midY)
    }
}

extension Rect {
    /// The rectangle moved vertically.
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
