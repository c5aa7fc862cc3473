import TableSim

/// A section's header or footer view (UIKit's `UITableViewHeaderFooterView`).
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it in the
/// delegate's `viewForHeaderInSection`, and the table shows and reuses it. A subclass that overrides
/// `init(reuseIdentifier:)` writes `required override init`, as for cells.
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
    public required init(reuseIdentifier: String?) {
        let core = CoreView(reuseIdentifier: reuseIdentifier)
        self.core = core
        self.reuseIdentifier = reuseIdentifier
        textLabel = TitleLabel(view: core)
        super.init(frame: .zero)
        core.owner = self
    }

    /// Wraps a view the table made for a title.
    init(wrapping core: HeaderFooterView) {
        self.core = core
        reuseIdentifier = core.reuseIdentifier
        let label = TitleLabel(view: core)
        label.text = core.title
        textLabel = label
        super.init(frame: .zero)
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
