/// An app object that observes `UIContentSizeCategory.didChangeNotification`.
public protocol TextSizeObserving: AnyObject {
    /// The user changed the text size; `category` is the notification's
    /// `UIContentSizeCategoryNewValueKey`. The table has not re-measured its rows yet.
    func contentSizeCategoryDidChange(to category: ContentSizeCategory)
}

/// A weak reference to a text-size observer, as `NotificationCenter` holds its observers.
struct WeakTextSizeObserver {
    weak var observer: (any TextSizeObserving)?
}

extension Simulator {
    /// The user's text size (the Settings app's Larger Text).
    public var textSize: ContentSizeCategory { tableView.contentSizeCategory }

    /// Registers an app object for `UIContentSizeCategory.didChangeNotification` (held weakly).
    public func addTextSizeObserver(_ observer: any TextSizeObserving) {
        textSizeObservers.removeAll { $0.observer == nil || $0.observer === observer }
        textSizeObservers.append(WeakTextSizeObserver(observer: observer))
    }

    /// Sets the user's text size, and turns on text sizing of stock rows (see
    /// `TableView/sizesStockRowsByText`).
    ///
    /// Before the table appears it only sets the size the table loads at. While the table is shown,
    /// the change runs as the accessibility reference's §11.4 **Choice** orders it: observers hear
    /// `UIContentSizeCategory.didChangeNotification` (one trace line,
    /// `UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryXXXL`,
    /// only when something observes it); then, unless an observer reloaded the table, the rows on
    /// screen are measured again without new cells (`TableView/textSizeDidChange()`).
    public func setTextSize(_ category: ContentSizeCategory) {
        tableView.sizesStockRowsByText = true
        guard category != tableView.contentSizeCategory else { return }
        tableView.contentSizeCategory = category
        guard tableView.hasLoadedData, !tableView.hasCrashed else { return }
        let reloads = tableView.loaded.reloadCount
        tableView.postTextSizeChange(to: textSizeObservers.compactMap(\.observer))
        guard tableView.loaded.reloadCount == reloads else { return }
        tableView.textSizeDidChange()
    }
}

extension TableView {
    /// Posts the text-size notification to the app's observers: one trace line, then each observer.
    func postTextSizeChange(to observers: [any TextSizeObserving]) {
        let category = contentSizeCategory
        post(
            "UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=" + category.uikitName,
            to: observers) { $0.contentSizeCategoryDidChange(to: category) }
    }
}
