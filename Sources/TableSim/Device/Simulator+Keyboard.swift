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

    /// Throws unless a keyboard of this height fits the screen (more than 0, less than its height).
    package func checkKeyboardFits(height: Double) throws(SimulationError) {
        guard height > 0, height < screen.size.height else {
            throw .invalidKeyboardHeight(height, screenHeight: screen.size.height)
        }
    }

    /// The keyboard appears with a height, or changes to it while shown (`will/didShow`, from the old
    /// frame to the new one); the same height again changes nothing.
    public func showKeyboard(height: Double) throws(SimulationError) {
        guard tableView.hasLoadedData else { throw .notAppeared }
        try checkKeyboardFits(height: height)
        let begin = keyboardFrame ?? offscreenKeyboardFrame(height: height)
        keyboardHeight = height
        let end = offscreenKeyboardFrame(height: height).offsetBy(dy: -height)
        guard begin != end else { return }
        post(.willShow, from: begin, to: end)
        post(.didShow, from: begin, to: end)
    }

    /// The first responder resigns and the keyboard goes down (`will/didHide`).
    public func hideKeyboard() throws(SimulationError) {
        guard let begin = keyboardFrame else { throw .keyboardNotShown }
        searchBarLosesFirstResponder()
        tableView.firstResponderResigned()
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

    /// A tap ended in a row's text field: it becomes first responder, through the host's own text
    /// field when it has one.
    func focusTextField(at indexPath: IndexPath) {
        if let appearanceHost, appearanceHost.textFieldTapped(inRow: indexPath, on: self) { return }
        moveFocus(to: indexPath)
    }

    /// A row's text field becomes first responder. With the keyboard up, moving to another field
    /// posts `will/didShow` again (same frame), so the controller can scroll to it.
    private func moveFocus(to indexPath: IndexPath) {
        let previous = tableView.firstResponderIndexPath
        searchBarLosesFirstResponder()
        tableView.textFieldBecameFirstResponder(at: indexPath)
        guard previous != indexPath, let frame = keyboardFrame else { return }
        post(.willShow, from: frame, to: frame)
        post(.didShow, from: frame, to: frame)
    }

    /// App code made a text field first responder (UIKit's `becomeFirstResponder()`): a field in a
    /// row's cell focuses that row as a tap in it would, and a keyboard that is down rises to
    /// `keyboardHeight` (`will/didShow`). A field outside the table (nil) takes the focus from a
    /// row's field; with the keyboard up it stays, as moving between fields keeps it.
    public func textFieldBecameFirstResponder(inRow indexPath: IndexPath?, keyboardHeight: Double) throws(SimulationError) {
        guard tableView.hasLoadedData else { throw .notAppeared }
        if let indexPath {
            guard tableView.cellForRow(at: indexPath) != nil else { throw .rowNotOnScreen(indexPath) }
        }
        // Checked before the field changes, so that a keyboard the screen cannot hold refuses the line whole.
        if keyboardFrame == nil, !keyboardFocusMachine.hardwareKeyboard { try checkKeyboardFits(height: keyboardHeight) }
        guard keyboardFrame != nil else {
            if let indexPath { tableView.textFieldBecameFirstResponder(at: indexPath) } else { tableView.firstResponderResigned() }
            // A connected hardware keyboard types instead: the software keyboard does not rise, so no
            // notification is posted and the insets stay (SearchBehaviour.md, "A hardware keyboard").
            if keyboardFocusMachine.hardwareKeyboard { return }
            try showKeyboard(height: keyboardHeight)
            return
        }
        if let indexPath {
            moveFocus(to: indexPath)
        } else {
            tableView.firstResponderResigned()
        }
    }

    /// App code resigned the first responder (UIKit's `resignFirstResponder()`): the keyboard goes
    /// down if it is up; nothing happens otherwise.
    public func firstResponderResignedByApp() {
        guard keyboardFrame != nil else {
            tableView.firstResponderResigned()
            return
        }
        try? hideKeyboard()
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
        tableView.post(notification, to: observers) { [self] in
            if keyboardAvoidance == .tableViewController { tableViewControllerHears(notification) }
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

/// The section index bar on screen (see ``ScreenLayout/SectionIndexBar``).
extension Simulator {
    /// The section index bar on screen, or nil when the table shows no index.
    public var sectionIndexFrame: Rect? { ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics)?.frame }

    /// The rectangle of the index title at a position, on screen; nil without an index.
    public func sectionIndexTitleRect(at position: Int) -> Rect? {
        ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics)?.titleRect(at: position)
    }

    /// The position of the index title level with a screen height, the nearest one beyond the
    /// block's ends; nil without an index.
    public func sectionIndexPosition(atY y: Double) -> Int? {
        ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics)?.position(atY: y)
    }

    /// The screen point a touch on an index title aims at: the centre of its slot.
    public func point(ofSectionIndexTitle title: String) throws(SimulationError) -> Point {
        guard tableView.hasLoadedData else { throw .notAppeared }
        guard tableView.style == .plain else { throw .sectionIndexUnsupported(tableView.style) }
        guard let titles = tableView.sectionIndexTitles, !titles.isEmpty else { throw .noSectionIndex }
        guard let bar = ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics) else {
            throw .sectionIndexHidden(minimumRowCount: tableView.sectionIndexMinimumDisplayRowCount)
        }
        guard let position = titles.firstIndex(of: title), let rect = bar.titleRect(at: position) else {
            throw .noSuchIndexTitle(title, titles: titles)
        }
        if let keyboardFrame, keyboardFrame.contains(Point(x: rect.midX, y: rect.midY)) {
            throw .indexTitleCovered(title, by: .keyboard)
        }
        return Point(x: rect.midX, y: rect.midY)
    }
}

extension Rect {
    /// The rectangle moved vertically.
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
