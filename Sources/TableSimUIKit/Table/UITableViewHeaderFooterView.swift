import TableSim

/// A section's header or footer view (UIKit's `UITableViewHeaderFooterView`).
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it in the
/// delegate's `viewForHeaderInSection`, and the table shows and reuses it. A subclass overrides
/// `init(reuseIdentifier:)` as in UIKit; the table builds a registered class through
/// ``init(registeredWithReuseIdentifier:)``, which runs that override (as for cells).
open class UITableViewHeaderFooterView: UIView {
    /// The core view the table holds; it passes the table's calls on to this view.
    final class CoreView: HeaderFooterView {
        weak var owner: UITableViewHeaderFooterView?

        override func prepareForReuse() {
            guard let owner else { return }
            let bound = MainActorBound(owner)
            MainActor.assumeIsolated { bound.value.prepareForReuse() }
        }
    }

    /// The core view the table holds.
    let core: HeaderFooterView

    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view the app adds its own content to.
    public let contentView = UIView()
    /// The title label; its text is the section's title on screen.
    public let textLabel: UILabel?
    /// Stored only: the secondary label.
    public let detailTextLabel: UILabel? = UILabel()
    /// Stored only: the view behind the content.
    open var backgroundView: UIView?

    /// Creates a view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        let wrapped = Self.coreToWrap
        Self.coreToWrap = nil
        let core = wrapped ?? CoreView(reuseIdentifier: reuseIdentifier)
        self.core = core
        self.reuseIdentifier = core.reuseIdentifier
        let label = TitleLabel(view: core)
        if wrapped != nil { label.text = core.title }
        textLabel = label
        super.init(frame: .zero)
        (core as? CoreView)?.owner = wrapped == nil ? self : nil
        guard wrapped == nil else { return }
        // What VoiceOver and the pictures read besides the title: the content's labels, or the view's
        // own label when the app made it an element.
        core.contentLink = { [weak self] in
            guard let self else { return HeaderFooterContent(labels: []) }
            return MainActor.assumeIsolated {
                HeaderFooterContent(
                    labels: contentView.accessibilityLabelsOfContent(skipping: [textLabel, detailTextLabel]),
                    isAccessibilityElement: isAccessibilityElement, accessibilityLabel: accessibilityLabel)
            }
        }
    }

    /// Creates a view for a registered class, as `dequeueReusableHeaderFooterView` does: the class's
    /// own `init(reuseIdentifier:)` runs, overridden or not (see the cell's
    /// `init(registeredWithReuseIdentifier:)` for why it is a required convenience initializer).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The core view the next initialization wraps instead of making one (see ``init(wrapping:)``).
    private static var coreToWrap: HeaderFooterView?

    /// Wraps a view the table made for a title (a convenience initializer, for the reason the cell's
    /// `init(wrapping:)` gives).
    convenience init(wrapping core: HeaderFooterView) {
        Self.coreToWrap = core
        self.init(reuseIdentifier: core.reuseIdentifier)
    }

    /// Creates a view without a reuse identifier.
    public convenience override init(frame: CGRect) { self.init(reuseIdentifier: nil) }

    /// Creates a view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The view's frame in the table's content: where the table draws it.
    open override var frame: CGRect {
        get { CGRect(core.frame) }
        set {}
    }

    /// The view's traits for VoiceOver, passed to the core view: a header view the app gives no
    /// traits is a heading (UIKit's own), one it sets traits on has those (the audit's headerTrait).
    open override var accessibilityTraits: UIAccessibilityTraits {
        didSet { core.accessibilityTraits = accessibilityTraits }
    }

    /// Resets the view before `dequeueReusableHeaderFooterView` hands it out again.
    open func prepareForReuse() {}

    // MARK: Configurations

    /// A block that updates the view's configurations for a state (UIKit's
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// What the view shows: a ``UIListContentConfiguration``'s text becomes the view's title (its
    /// `textLabel`'s text), which VoiceOver reads as the section's heading and the picture draws;
    /// another configuration's view is put in the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// The view's background (stored; see ``UIBackgroundConfiguration``).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether an update replaces the content configuration by its `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update replaces the background configuration by its `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A block run after ``updateConfiguration(using:)`` on each configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var configurationContentView: (any UIView & UIContentView)?

    /// The view's state for its configurations: the current traits.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: UITraitCollection.current)
    }

    /// The list content configuration for a header or footer: `.groupedHeader()` or
    /// `.groupedFooter()`, by where the table last showed the view (a header until then).
    ///
    /// UIKit picks the plain or grouped variant from the table the view is in; TableSim's view
    /// does not know its table's style when the delegate dequeues it, and the variant changes only
    /// the fonts of a text whose height the delegate's `heightForHeaderInSection` decides.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        core.isHeader ? .groupedHeader() : .groupedFooter()
    }

    /// Updates the view's configurations at once (a header view has no state that changes).
    open func setNeedsUpdateConfiguration() { updateConfigurationIfNeeded() }

    /// Runs the automatic updates, then ``updateConfiguration(using:)``, then the handler.
    open func updateConfigurationIfNeeded() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the view's configurations for a state; override it as in UIKit.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    private func showContentConfiguration() {
        if let list = contentConfiguration as? UIListContentConfiguration {
            configurationContentView?.removeFromSuperview()
            configurationContentView = nil
            textLabel?.text = list.text
            detailTextLabel?.text = list.secondaryText
            return
        }
        guard let configuration = contentConfiguration else {
            configurationContentView?.removeFromSuperview()
            configurationContentView = nil
            return
        }
        if let view = configurationContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationContentView = view
        }
    }

    /// A label whose text is the core view's title, which VoiceOver and `show` read.
    private final class TitleLabel: UILabel {
        weak var view: HeaderFooterView?
        init(view: HeaderFooterView) {
            self.view = view
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var text: String? {
            didSet { view?.title = text }
        }
    }
}
