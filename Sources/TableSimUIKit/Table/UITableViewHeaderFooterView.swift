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
