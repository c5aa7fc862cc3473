/// The callbacks gateway: every call the table makes on the app's data source and delegate.
///
/// A method the app does not implement (its `responds(to:)` says no, or its default implementation
/// ran) is not traced and gives UIKit's default. Each call appends its trace line before it runs, so
/// calls the app makes back into the table appear after it, and the result is added on return
/// (a method that raised an exception never returned, so its line has none).
extension TableView {
    func invoke<R>(
        _ target: any CallbackResponding, _ selector: CallbackSelector, _ arguments: TraceArguments,
        default defaultValue: R, result format: ((R) -> TraceValue)?, _ call: () -> R
    ) throws(UIKitException) -> R {
        guard exception == nil, gateway.pendingException == nil, target.responds(to: selector),
            !gateway.unimplementedSelectors.contains(selector)
        else { return defaultValue }
        let savedFlag = unimplementedFlag
        unimplementedFlag = false
        let line = TraceLine(.callback, head: .selector(selector), arguments: arguments)
        let value = traceAppCode(line, result: format) { () -> R? in
            let value = call()
            return unimplementedFlag ? nil : value
        }
        unimplementedFlag = savedFlag
        guard let value else {
            gateway.unimplementedSelectors.insert(selector)
            return defaultValue
        }
        if let pending = gateway.pendingException {
            gateway.pendingException = nil
            throw pending
        }
        return value
    }

    /// `invoke` for a declared callback: its selector, and UIKit's default when the app does not implement it.
    func invoke<R>(
        _ target: any CallbackResponding, _ callback: Callback<Void, R>, _ arguments: TraceArguments,
        result format: ((R) -> TraceValue)?, _ call: () -> R
    ) throws(UIKitException) -> R {
        try invoke(
            target, callback.declaration.selector, arguments, default: callback.uikitDefault(()), result: format, call)
    }

    /// Writes a callback's line and runs the app's code one level deeper: lines the app's calls back
    /// into the table make follow this one. Code that turns out not to be implemented (nil) has its
    /// line taken back; otherwise the result is added, unless the code raised (it never returned).
    func traceAppCode<R>(_ line: TraceLine, result format: ((R) -> TraceValue)?, _ call: () -> R?) -> R? {
        // Between callbacks every line is finished (the scroll delegate's target is written just after
        // its callback returns, before the next one starts), so they may go to the sink.
        if gateway.callbackDepth == 0 { sink.flushIfLong() }
        let index = sink.emit(line)
        gateway.callbackDepth += 1
        let value = call()
        gateway.callbackDepth -= 1
        guard let value else {
            sink.retract(lineAt: index)
            return nil
        }
        if let format, gateway.pendingException == nil { sink.appendResult(format(value), toLineAt: index) }
        return value
    }

    // The four doors below each take a callback's declaration (`Callbacks`), which names the method
    // and gives UIKit's default when the app does not implement it.

    private func askDataSource<R: TraceFormattable>(
        _ callback: Callback<Void, R>, _ arguments: TraceArguments, _ call: (any TableViewDataSource) -> R
    ) throws(UIKitException) -> R {
        assert(callback.declaration.owner == .dataSource)
        guard let dataSource else { return callback.uikitDefault(()) }
        return try invoke(dataSource, callback, arguments, result: { $0.traceValue }) { call(dataSource) }
    }

    private func tellDataSource(
        _ callback: Callback<Void, Void>, _ arguments: TraceArguments, _ call: (any TableViewDataSource) -> Void
    ) throws(UIKitException) {
        assert(callback.declaration.owner == .dataSource)
        guard let dataSource else { return }
        try invoke(dataSource, callback, arguments, result: nil) { call(dataSource) }
    }

    private func askDelegate<R: TraceFormattable>(
        _ callback: Callback<Void, R>, _ arguments: TraceArguments, _ call: (any TableViewDelegate) -> R
    ) throws(UIKitException) -> R {
        assert(callback.declaration.owner != .dataSource)
        guard let delegate else { return callback.uikitDefault(()) }
        return try invoke(delegate, callback, arguments, result: { $0.traceValue }) { call(delegate) }
    }

    private func tellDelegate(
        _ callback: Callback<Void, Void>, _ arguments: TraceArguments, _ call: (any TableViewDelegate) -> Void
    ) throws(UIKitException) {
        assert(callback.declaration.owner != .dataSource)
        guard let delegate else { return }
        try invoke(delegate, callback, arguments, result: nil) { call(delegate) }
    }

    /// Whether the data source or delegate implements a method, asked without calling it (UIKit's
    /// `respondsToSelector:`); Swift apps' unimplemented defaults are found out when first called, and
    /// remembered from then on.
    package func appResponds(to selector: CallbackSelector) -> Bool {
        let target: (any CallbackResponding)? = selector.owner == .dataSource ? dataSource : delegate
        return (target?.responds(to: selector) ?? false) && !gateway.unimplementedSelectors.contains(selector)
    }

    // MARK: Prefetching

    func callPrefetchRows(at indexPaths: [IndexPath]) throws(UIKitException) {
        guard let source = prefetchDataSource else { return }
        try invoke(source, Callbacks.prefetchRowsAt, [indexPaths], result: nil) { source.tableView(self, prefetchRowsAt: indexPaths) }
    }

    func callCancelPrefetching(forRowsAt indexPaths: [IndexPath]) throws(UIKitException) {
        guard let source = prefetchDataSource else { return }
        try invoke(source, Callbacks.cancelPrefetchingForRowsAt, [indexPaths], result: nil) {
            source.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
        }
    }

    // MARK: Notifications

    /// Posts a keyboard notification: its trace line, then the controller's own handling (UIKit's,
    /// not app code), then each app observer's handler.
    func post(
        _ notification: KeyboardNotification, to observers: [any KeyboardObserving], controllerHandling: () -> Void
    ) {
        withoutActuallyEscaping(controllerHandling) { controllerHandling in
            post(notification.description, to: observers, systemHandling: controllerHandling) { observer in
                switch notification.name {
                case .willShow: observer.keyboardWillShow(notification)
                case .didShow: observer.keyboardDidShow(notification)
                case .willHide: observer.keyboardWillHide(notification)
                case .didHide: observer.keyboardDidHide(notification)
                }
            }
        }
    }

    /// Posts a notification: its trace line (the one writer of notification lines), then UIKit's own
    /// handling if it has any, then each app observer's handler as app code (an exception raised
    /// inside waits for the handler to return; a crash stops the rest). Nothing, not even the line,
    /// when neither UIKit nor the app observes it.
    func post<Observer>(
        _ line: String, to observers: [Observer], systemHandling: (() -> Void)? = nil, _ handler: (Observer) -> Void
    ) {
        guard !observers.isEmpty || systemHandling != nil else { return }
        sink.emit(.notification, line)
        systemHandling?()
        for observer in observers {
            guard exception == nil, gateway.pendingException == nil else { return }
            gateway.callbackDepth += 1
            handler(observer)
            gateway.callbackDepth -= 1
            // Inside a callback the exception waits for it to return, as with any app code.
            if gateway.callbackDepth == 0, let pending = gateway.pendingException { crash(with: pending) }
        }
    }

    // MARK: Data source

    func callNumberOfSections() throws(UIKitException) -> Int {
        try askDataSource(Callbacks.numberOfSections, []) { $0.numberOfSections(in: self) }
    }

    func callNumberOfRows(inSection section: Int) throws(UIKitException) -> Int {
        guard let dataSource, !dataSource.isDataSourceGone else {
            throw UIKitException(reason: "UITableView dataSource is not set")
        }
        guard dataSource.responds(to: .numberOfRowsInSection) else {
            // A required method: UIKit sends it without asking, and Objective-C raises.
            throw UIKitException(
                name: "NSInvalidArgumentException",
                reason: "-[\(type(of: dataSource)) tableView:numberOfRowsInSection:]: unrecognized selector sent to instance")
        }
        return try askDataSource(Callbacks.numberOfRowsInSection, [section]) {
            $0.tableView(self, numberOfRowsInSection: section)
        }
    }

    func callCellForRow(at indexPath: IndexPath) throws(UIKitException) -> TableViewCell {
        guard let dataSource, !dataSource.isDataSourceGone else {
            throw UIKitException(reason: "UITableView dataSource is not set")
        }
        guard dataSource.responds(to: .cellForRowAt) else {
            // No cell from the data source: UIKit's assertion in _configureCellForDisplay:forIndexPath:.
            throw UIKitException(
                reason: "UITableView (<TableView: style=\(style.rawValue)>) failed to obtain a cell from its dataSource "
                    + "(<\(dataSource.appClassName)>)")
        }
        let cell = try invoke(
            dataSource, .cellForRowAt, [indexPath], default: Callbacks.cellForRowAt.uikitDefault(()),
            result: { [self] cell in
                assignTraceNumber(to: cell)
                return cell.traceValue
            }
        ) { dataSource.tableView(self, cellForRowAt: indexPath) }
        assignTraceNumber(to: cell)
        return cell
    }

    func assignTraceNumber(to cell: TableViewCell) {
        if cell.traceNumber == nil {
            cell.traceNumber = onScreen.nextCellNumber
            onScreen.nextCellNumber += 1
        }
    }

    func callTitleForHeader(inSection section: Int) throws(UIKitException) -> String? {
        try askDataSource(Callbacks.titleForHeaderInSection, [section]) {
            $0.tableView(self, titleForHeaderInSection: section)
        }
    }

    func callTitleForFooter(inSection section: Int) throws(UIKitException) -> String? {
        try askDataSource(Callbacks.titleForFooterInSection, [section]) {
            $0.tableView(self, titleForFooterInSection: section)
        }
    }

    func callCanEditRow(at indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDataSource(Callbacks.canEditRowAt, [indexPath]) { $0.tableView(self, canEditRowAt: indexPath) }
    }

    func callCanMoveRow(at indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDataSource(Callbacks.canMoveRowAt.given(appResponds(to: .moveRowAt)), [indexPath]) {
            $0.tableView(self, canMoveRowAt: indexPath)
        }
    }

    func callCommit(_ style: EditingStyle, forRowAt indexPath: IndexPath) throws(UIKitException) {
        try tellDataSource(Callbacks.commitEditingStyle, [style, indexPath]) {
            $0.tableView(self, commit: style, forRowAt: indexPath)
        }
    }

    func callMoveRow(from source: IndexPath, to destination: IndexPath) throws(UIKitException) {
        try tellDataSource(Callbacks.moveRowAt, [source, destination]) {
            $0.tableView(self, moveRowAt: source, to: destination)
        }
    }

    func callSectionIndexTitles() throws(UIKitException) -> [String]? {
        try askDataSource(Callbacks.sectionIndexTitles, []) { $0.sectionIndexTitles(for: self) }
    }

    func callSectionForSectionIndexTitle(_ title: String, at index: Int) throws(UIKitException) -> Int {
        try askDataSource(Callbacks.sectionForSectionIndexTitle.given(index), [title, index]) {
            $0.tableView(self, sectionForSectionIndexTitle: title, at: index)
        }
    }

    // MARK: Display

    func callWillDisplay(_ cell: TableViewCell, forRowAt indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.willDisplayCell, [cell, indexPath]) {
            $0.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    func callDidEndDisplaying(_ cell: TableViewCell, forRowAt indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.didEndDisplayingCell, [cell, indexPath]) {
            $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    func callWillDisplay(_ view: HeaderFooterView, forSection section: Int) throws(UIKitException) {
        if view.isHeader {
            try tellDelegate(Callbacks.willDisplayHeaderView, [view, section]) {
                $0.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        } else {
            try tellDelegate(Callbacks.willDisplayFooterView, [view, section]) {
                $0.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    /// Asks the delegate for its own header or footer view of a section; nil when it gives none.
    func callViewForHeaderFooter(isHeader: Bool, inSection section: Int) throws(UIKitException) -> HeaderFooterView? {
        let callback = isHeader ? Callbacks.viewForHeaderInSection : Callbacks.viewForFooterInSection
        guard let delegate else { return callback.uikitDefault(()) }
        let view = try invoke(
            delegate, callback.declaration.selector, [section], default: callback.uikitDefault(()),
            result: { [self] (view: HeaderFooterView?) in
                if let view { assignTraceNumber(to: view, isHeader: isHeader) }
                return view.traceValue
            }
        ) {
            isHeader
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
        }
        if let view { assignTraceNumber(to: view, isHeader: isHeader) }
        return view
    }

    /// Numbers an app's header or footer view the first time the table sees it, and says what it is now.
    func assignTraceNumber(to view: HeaderFooterView, isHeader: Bool) {
        view.isHeader = isHeader
        if view.traceNumber == 0 {
            view.traceNumber = onScreen.nextHeaderFooterNumber
            onScreen.nextHeaderFooterNumber += 1
        }
    }

    func callDidEndDisplaying(_ view: HeaderFooterView, forSection section: Int) throws(UIKitException) {
        if view.isHeader {
            try tellDelegate(Callbacks.didEndDisplayingHeaderView, [view, section]) {
                $0.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            }
        } else {
            try tellDelegate(Callbacks.didEndDisplayingFooterView, [view, section]) {
                $0.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            }
        }
    }

    // MARK: Heights

    /// Asks a height method; UIKit's default (nil: the table's own property applies) when the app does
    /// not implement it. UIKit rejects negative heights.
    private func askHeight(
        _ callback: Callback<Void, Double?>, _ argument: any TraceFormattable, _ call: (any TableViewDelegate) -> Double
    ) throws(UIKitException) -> Double? {
        let selector = callback.declaration.selector
        guard let delegate, delegate.responds(to: selector) else { return callback.uikitDefault(()) }
        let missing = -2.0
        let height = try invoke(delegate, selector, [argument], default: missing, result: { $0.traceValue }) {
            call(delegate)
        }
        if height == missing { return callback.uikitDefault(()) }
        if height < 0, height != TableView.automaticDimension {
            let what: String =
                switch selector {
                case .heightForRowAt, .estimatedHeightForRowAt: "row"
                case .heightForHeaderInSection, .estimatedHeightForHeaderInSection: "section header"
                default: "section footer"
                }
            throw UIKitException(
                reason: "Invalid \(what) height provided by table delegate. Value must be at least 0.0, "
                    + "or UITableViewAutomaticDimension.")
        }
        return height
    }

    func callHeightForRow(at indexPath: IndexPath) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.heightForRowAt, indexPath) { $0.tableView(self, heightForRowAt: indexPath) }
    }

    func callEstimatedHeightForRow(at indexPath: IndexPath) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.estimatedHeightForRowAt, indexPath) {
            $0.tableView(self, estimatedHeightForRowAt: indexPath)
        }
    }

    func callHeightForHeader(inSection section: Int) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.heightForHeaderInSection, section) {
            $0.tableView(self, heightForHeaderInSection: section)
        }
    }

    func callHeightForFooter(inSection section: Int) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.heightForFooterInSection, section) {
            $0.tableView(self, heightForFooterInSection: section)
        }
    }

    func callEstimatedHeightForHeader(inSection section: Int) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.estimatedHeightForHeaderInSection, section) {
            $0.tableView(self, estimatedHeightForHeaderInSection: section)
        }
    }

    func callEstimatedHeightForFooter(inSection section: Int) throws(UIKitException) -> Double? {
        try askHeight(Callbacks.estimatedHeightForFooterInSection, section) {
            $0.tableView(self, estimatedHeightForFooterInSection: section)
        }
    }

    // MARK: Accessories, highlight and selection

    func callAccessoryButtonTapped(forRowWith indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.accessoryButtonTappedForRowWith, [indexPath]) {
            $0.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// A tap (or VoiceOver's double tap) on the control in a row's accessory place: a switch flips,
    /// then the control sends its event, a line of its own with the control's class, the row and a
    /// switch's new state (`UIControl.Event.valueChanged UISwitch [0, 2] isOn=true`), under which the
    /// app's actions run. The row is neither highlighted nor selected: the view tracks the touch
    /// (UITableViewCell.h), and the table makes no callback of its own.
    func accessoryViewTapped(at indexPath: IndexPath) throws(UIKitException) {
        guard let cell = onScreen.cellsByRow[indexPath], let event = cell.shownAccessoryView?.tapEvent else { return }
        cell.accessoryViewTapped()
        guard let view = cell.shownAccessoryView else { return }
        var arguments: [TraceValue] = [.written(view.className), indexPath.traceValue]
        if case .toggle(let isOn) = view.kind { arguments.append(.written("isOn=\(isOn)")) }
        let line = TraceLine(.callback, head: .text("UIControl.Event.\(event)"), arguments: TraceArguments(arguments))
        _ = try callAppClosure(line, nested: false, result: nil) { cell.sendAccessoryViewActions() }
    }

    // MARK: The focus system

    func callCanFocusRow(at indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.canFocusRowAt.given(allowsFocus), [indexPath]) { $0.tableView(self, canFocusRowAt: indexPath) }
    }

    func callShouldUpdateFocus(in context: TableViewFocusUpdateContext) throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.shouldUpdateFocusIn, [context]) { $0.tableView(self, shouldUpdateFocusIn: context) }
    }

    func callDidUpdateFocus(in context: TableViewFocusUpdateContext) throws(UIKitException) {
        let coordinator = FocusAnimationCoordinator()
        try tellDelegate(Callbacks.didUpdateFocusIn, [context, coordinator]) {
            $0.tableView(self, didUpdateFocusIn: context, with: coordinator)
        }
    }

    func callIndexPathForPreferredFocusedView() throws(UIKitException) -> IndexPath? {
        try askDelegate(Callbacks.indexPathForPreferredFocusedView, []) { $0.indexPathForPreferredFocusedView(in: self) }
    }

    func callSelectionFollowsFocus(forRowAt indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.selectionFollowsFocusForRowAt, [indexPath]) {
            $0.tableView(self, selectionFollowsFocusForRowAt: indexPath)
        }
    }

    func callShouldHighlightRow(at indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.shouldHighlightRowAt, [indexPath]) {
            $0.tableView(self, shouldHighlightRowAt: indexPath)
        }
    }

    func callDidHighlightRow(at indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.didHighlightRowAt, [indexPath]) { $0.tableView(self, didHighlightRowAt: indexPath) }
    }

    func callDidUnhighlightRow(at indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.didUnhighlightRowAt, [indexPath]) {
            $0.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    func callWillSelectRow(at indexPath: IndexPath) throws(UIKitException) -> IndexPath? {
        try askDelegate(Callbacks.willSelectRowAt.given(indexPath), [indexPath]) {
            $0.tableView(self, willSelectRowAt: indexPath)
        }
    }

    func callWillDeselectRow(at indexPath: IndexPath) throws(UIKitException) -> IndexPath? {
        try askDelegate(Callbacks.willDeselectRowAt.given(indexPath), [indexPath]) {
            $0.tableView(self, willDeselectRowAt: indexPath)
        }
    }

    func callDidSelectRow(at indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.didSelectRowAt, [indexPath]) { $0.tableView(self, didSelectRowAt: indexPath) }
    }

    func callDidDeselectRow(at indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.didDeselectRowAt, [indexPath]) { $0.tableView(self, didDeselectRowAt: indexPath) }
    }

    func callPerformPrimaryAction(forRowAt indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.performPrimaryActionForRowAt, [indexPath]) {
            $0.tableView(self, performPrimaryActionForRowAt: indexPath)
        }
    }

    // MARK: Editing

    func callEditingStyle(forRowAt indexPath: IndexPath) throws(UIKitException) -> EditingStyle {
        try askDelegate(Callbacks.editingStyleForRowAt, [indexPath]) {
            $0.tableView(self, editingStyleForRowAt: indexPath)
        }
    }

    func callTitleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) throws(UIKitException) -> String? {
        try askDelegate(Callbacks.titleForDeleteConfirmationButtonForRowAt, [indexPath]) {
            $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    func callShouldIndentWhileEditingRow(at indexPath: IndexPath) throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.shouldIndentWhileEditingRowAt, [indexPath]) {
            $0.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
        }
    }

    func callWillBeginEditingRow(at indexPath: IndexPath) throws(UIKitException) {
        try tellDelegate(Callbacks.willBeginEditingRowAt, [indexPath]) {
            $0.tableView(self, willBeginEditingRowAt: indexPath)
        }
    }

    func callDidEndEditingRow(at indexPath: IndexPath?) throws(UIKitException) {
        try tellDelegate(Callbacks.didEndEditingRowAt, [indexPath]) {
            $0.tableView(self, didEndEditingRowAt: indexPath)
        }
    }

    func callTargetIndexPathForMove(
        from source: IndexPath, toProposed proposed: IndexPath
    ) throws(UIKitException) -> IndexPath {
        try askDelegate(Callbacks.targetIndexPathForMoveFromRowAt.given(proposed), [source, proposed]) {
            $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        }
    }

    func callLeadingSwipeActionsConfiguration(
        forRowAt indexPath: IndexPath
    ) throws(UIKitException) -> SwipeActionsConfiguration? {
        try askDelegate(Callbacks.leadingSwipeActionsConfigurationForRowAt, [indexPath]) {
            $0.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    func callTrailingSwipeActionsConfiguration(
        forRowAt indexPath: IndexPath
    ) throws(UIKitException) -> SwipeActionsConfiguration? {
        try askDelegate(Callbacks.trailingSwipeActionsConfigurationForRowAt, [indexPath]) {
            $0.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Runs a swipe action's handler: one trace line of its own, `UIContextualAction.Handler "Title" [0, 2]`
    /// (the closure's UIKit type, the action's title and the row it was shown on), then the handler.
    /// The handler runs at the depth of the gesture that tapped its button, not as a callback: the
    /// table calls it from its own event handling, and what it asks of the table happens at once.
    func callHandler(
        of action: ContextualAction, forRowAt indexPath: IndexPath, in cell: TableViewCell,
        completion: @escaping (Bool) -> Void
    ) throws(UIKitException) {
        let line = TraceLine(
            .callback, head: .text("UIContextualAction.Handler"),
            arguments: TraceArguments([action.title.traceValue, indexPath.traceValue]))
        _ = try callAppClosure(line, nested: false, result: nil) { action.handler(action, cell, completion) }
    }

    // MARK: Context menus

    func callContextMenuConfiguration(forRowAt indexPath: IndexPath, point: Point) throws(UIKitException) -> ContextMenuConfiguration? {
        try askDelegate(Callbacks.contextMenuConfigurationForRowAt, [indexPath, point]) {
            $0.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    func callPreviewForHighlightingContextMenu(with configuration: ContextMenuConfiguration) throws(UIKitException) -> TargetedPreview? {
        try askDelegate(Callbacks.previewForHighlightingContextMenuWithConfiguration, [configuration]) {
            $0.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    func callPreviewForDismissingContextMenu(with configuration: ContextMenuConfiguration) throws(UIKitException) -> TargetedPreview? {
        try askDelegate(Callbacks.previewForDismissingContextMenuWithConfiguration, [configuration]) {
            $0.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    func callHighlightPreview(_ configuration: ContextMenuConfiguration, forRowAt indexPath: IndexPath) throws(UIKitException) -> TargetedPreview? {
        try askDelegate(Callbacks.highlightPreviewForRowAt, [configuration, indexPath]) {
            $0.tableView(self, contextMenuConfiguration: configuration, highlightPreviewForRowAt: indexPath)
        }
    }

    func callDismissalPreview(_ configuration: ContextMenuConfiguration, forRowAt indexPath: IndexPath) throws(UIKitException) -> TargetedPreview? {
        try askDelegate(Callbacks.dismissalPreviewForRowAt, [configuration, indexPath]) {
            $0.tableView(self, contextMenuConfiguration: configuration, dismissalPreviewForRowAt: indexPath)
        }
    }

    func callWillDisplayContextMenu(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) throws(UIKitException) {
        try tellDelegate(Callbacks.willDisplayContextMenu, [configuration, animator]) {
            $0.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func callWillEndContextMenuInteraction(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) throws(UIKitException) {
        try tellDelegate(Callbacks.willEndContextMenuInteraction, [configuration, animator]) {
            $0.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    func callWillPerformPreviewAction(_ configuration: ContextMenuConfiguration, animator: ContextMenuAnimator) throws(UIKitException) {
        try tellDelegate(Callbacks.willPerformPreviewActionForMenuWith, [configuration, animator]) {
            $0.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Runs a configuration's action provider (`UIContextMenuActionProvider [] -> menu "" [...]`: the
    /// suggested actions a table row gets, none, and the menu it made), as app code nested like a callback.
    func callActionProvider(of configuration: ContextMenuConfiguration) throws(UIKitException) -> Menu? {
        guard let provider = configuration.actionProvider else { return nil }
        let line = TraceLine(.callback, head: .text("UIContextMenuActionProvider"), arguments: TraceArguments([.written("[]")]))
        return try callAppClosure(line, result: { (menu: Menu?) in menu.traceValue }) { provider([]) } ?? nil
    }

    /// Runs a deferred element's provider (`UIDeferredMenuElement.elementProvider`); the elements it
    /// gave its completion at once (nil when it gave none yet) end the line.
    func callDeferredProvider(of element: DeferredMenuElement) throws(UIKitException) -> [MenuElement]? {
        let line = TraceLine(.callback, head: .text("UIDeferredMenuElement.elementProvider"), arguments: TraceArguments())
        var given: [MenuElement]?
        _ = try callAppClosure(line, result: { (_: Bool) in given.map { .written($0.traceDescription) } ?? .none }) {
            element.provider { given = $0 }
            return true
        }
        return given
    }

    /// Runs a chosen menu action's handler: `UIActionHandler "Title"`, then the handler.
    func callHandler(of action: MenuAction) throws(UIKitException) {
        let line = TraceLine(.callback, head: .text("UIActionHandler"), arguments: TraceArguments([action.title.traceValue]))
        _ = try callAppClosure(line, nested: false, result: nil) { action.handler(action) }
    }

    /// Runs an app closure that is no data-source or delegate method (a swipe action's or a custom
    /// action's handler, the page status VoiceOver asks for): its own line, through the gateway like
    /// every callback's, then the closure, then its result on the line. An exception the closure
    /// raised is thrown once it returns; nil when the app has already crashed.
    func callAppClosure<R>(
        _ line: TraceLine, nested: Bool = true, result format: ((R) -> TraceValue)?, _ call: () -> R
    ) throws(UIKitException) -> R? {
        guard exception == nil else { return nil }
        let value: R?
        if nested {
            value = traceAppCode(line, result: format) { Optional(call()) }
        } else {
            sink.emit(line)
            value = call()
        }
        if let pending = gateway.pendingException {
            gateway.pendingException = nil
            throw pending
        }
        return value
    }

    // MARK: Scroll view

    func callScrollViewDidScroll() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidScroll, []) { $0.scrollViewDidScroll(self) }
    }

    func callScrollViewWillBeginDragging() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewWillBeginDragging, []) { $0.scrollViewWillBeginDragging(self) }
    }

    /// Asks where the content comes to rest; the delegate may change the target.
    func callScrollViewWillEndDragging(velocity: Point, target: Point) throws(UIKitException) -> Point {
        guard let delegate else { return target }
        var targetOffset = target
        try withUnsafeMutablePointer(to: &targetOffset) { (pointer) throws(UIKitException) in
            let selector = Callbacks.scrollViewWillEndDragging.declaration.selector
            try invoke(delegate, selector, [velocity, target], default: (), result: nil) {
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        if targetOffset != target, let index = sink.lines.lastIndex(where: { $0.isCall(of: .scrollViewWillEndDragging) }) {
            sink.appendResult(targetOffset.traceValue, toLineAt: index)
        }
        return targetOffset
    }

    func callScrollViewDidEndDragging(willDecelerate: Bool) throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidEndDragging, [willDecelerate]) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
    }

    func callScrollViewWillBeginDecelerating() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewWillBeginDecelerating, []) { $0.scrollViewWillBeginDecelerating(self) }
    }

    func callScrollViewDidEndDecelerating() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidEndDecelerating, []) { $0.scrollViewDidEndDecelerating(self) }
    }

    func callScrollViewDidEndScrollingAnimation() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidEndScrollingAnimation, []) {
            $0.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func callScrollViewShouldScrollToTop() throws(UIKitException) -> Bool {
        try askDelegate(Callbacks.scrollViewShouldScrollToTop, []) { $0.scrollViewShouldScrollToTop(self) }
    }

    func callScrollViewDidScrollToTop() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidScrollToTop, []) { $0.scrollViewDidScrollToTop(self) }
    }

    func callScrollViewDidChangeAdjustedContentInset() throws(UIKitException) {
        try tellDelegate(Callbacks.scrollViewDidChangeAdjustedContentInset, []) {
            $0.scrollViewDidChangeAdjustedContentInset(self)
        }
    }
}
