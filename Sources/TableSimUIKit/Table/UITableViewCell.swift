import TableSim

/// A row's view with UIKit's `UITableViewCell` API: labels, accessories, selection and editing.
///
/// Subclass it as in UIKit. The table's state changes reach the open methods (`setSelected`,
/// `setHighlighted`, `setEditing`, `prepareForReuse`), so overrides run when UIKit would call them. A
/// subclass overrides `init(style:reuseIdentifier:)` as in UIKit (`override init`); a registered class
/// is built through ``init(registeredWithReuseIdentifier:)``, which every such subclass inherits and
/// which runs its override.
open class UITableViewCell: UIView {
    /// The standard layouts of the cell's labels.
    public typealias CellStyle = TableViewCellStyle
    /// The standard accessory views.
    public typealias AccessoryType = TableSim.AccessoryType
    /// How the cell looks when selected.
    public typealias SelectionStyle = TableSim.SelectionStyle
    /// The editing control a row shows.
    public typealias EditingStyle = TableSim.EditingStyle

    /// How separators are drawn (stored only; TableSim draws no separators).
    public enum SeparatorStyle: Int, Sendable {
        /// `none` draws no lines between rows; `singleLine` a thin line under each row (a table's default);
        /// `singleLineEtched` an old grouped-table look that modern UIKit draws as `singleLine`. Stored only.
        case none, singleLine, singleLineEtched
    }

    /// The core cell the table holds; it passes the table's calls on to this cell.
    final class CoreCell: TableViewCell {
        /// The UIKit cell this core cell stands for.
        weak var owner: UITableViewCell?

        // The core calls these on the main actor (the UIKit objects' tests run there); each runs the
        // UIKit cell's method, which an app subclass may override.
        override func setSelected(_ selected: Bool, animated: Bool) {
            withOwner({ $0.setSelected(selected, animated: animated) }, else: { super.setSelected(selected, animated: animated) })
        }
        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            withOwner(
                { $0.setHighlighted(highlighted, animated: animated) },
                else: { super.setHighlighted(highlighted, animated: animated) })
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            withOwner({ $0.setEditing(editing, animated: animated) }, else: { super.setEditing(editing, animated: animated) })
        }
        override func prepareForReuse() { withOwner({ $0.prepareForReuse() }, else: {}) }
        override func accessibilityIncrement() { withOwner({ $0.accessibilityIncrement() }, else: {}) }
        override func accessibilityDecrement() { withOwner({ $0.accessibilityDecrement() }, else: {}) }
        override func fittingHeight(forWidth width: Double) -> Double? {
            var height: Double?
            withOwner({ height = $0.contentFittingHeight(forWidth: width) }, else: {})
            return height
        }
        override var contentLabelFonts: [CellFont] {
            var fonts: [CellFont] = []
            withOwner({ fonts = $0.contentView.labelFontsOfContent(skipping: [$0.textLabel, $0.detailTextLabel]) }, else: {})
            return fonts
        }
        override var textColorRuns: [TextColorRun] {
            var runs: [TextColorRun] = []
            withOwner({ runs = $0.textColorRuns() }, else: { runs = super.textColorRuns })
            return runs
        }
        override var contentAccessibilityLabels: [String] {
            var labels: [String] = []
            withOwner({ labels = $0.contentView.accessibilityLabelsOfContent(skipping: [$0.textLabel, $0.detailTextLabel]) }, else: {})
            return labels
        }

        private func withOwner(_ body: @MainActor (UITableViewCell) -> Void, else fallback: () -> Void) {
            guard let owner else { return fallback() }
            let sendableOwner = MainActorBound(owner)
            withoutActuallyEscaping(body) { body in
                let sendableBody = MainActorBound(body)
                MainActor.assumeIsolated { sendableBody.value(sendableOwner.value) }
            }
        }

        func applySelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
        func applyHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
        func applyEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
        override func showingDeleteConfirmationDidChange() { withOwner({ $0.configurationStateChanged() }, else: {}) }
    }

    /// The core cell (or one the core made itself, for a cell made outside UIKit code).
    let core: TableViewCell

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view the app adds its own content to.
    public let contentView = UIView()
    /// The main label (nil for none).
    public let textLabel: UILabel?
    /// The secondary label; nil for the default style.
    public let detailTextLabel: UILabel?
    /// The image view at the leading edge of the stock layout.
    public let imageView: UIImageView? = UIImageView(frame: .zero)

    /// Creates a cell with a style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        let wrapped = Self.coreToWrap
        Self.coreToWrap = nil
        let core = wrapped ?? CoreCell(style: style, reuseIdentifier: reuseIdentifier)
        self.core = core
        self.reuseIdentifier = core.reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = core.detailTextLabel == nil ? nil : UILabel()
        super.init(frame: .zero)
        giveStockLabelsTheirFonts(style: core.style)
        textLabel?.mirror = core.textLabel
        detailTextLabel?.mirror = core.detailTextLabel
        // A wrapped core cell has no UIKit cell of its own to tell, and no content view to lay out.
        guard wrapped == nil, let core = core as? CoreCell else { return }
        core.owner = self
        core.accessoryViewLink = AccessoryViewLink(
            read: { [weak self] editing in self.flatMap { cell in MainActor.assumeIsolated { cell.accessoryViewContent(editing: editing) } } },
            tapped: { [weak self] editing in MainActor.assumeIsolated { self?.accessoryViewTapped(editing: editing) } },
            send: { [weak self] editing in MainActor.assumeIsolated { self?.sendAccessoryViewActions(editing: editing) } })
        addSubview(contentView)
        contentView.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        contentView.layoutMargins = UITableViewCell.contentMargins
    }

    /// Creates a default-style cell for a registered class, as `dequeueReusableCell` does: the
    /// class's own `init(style:reuseIdentifier:)` runs, overridden or not.
    ///
    /// Swift builds a class from its metatype only through a required initializer. This one is a
    /// convenience initializer, so a subclass that overrides the designated initializers (as every
    /// subclass that writes an initializer does, `init?(coder:)` being required) inherits it, and
    /// UIKit code that writes `override init(style:reuseIdentifier:)` compiles unchanged.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The core cell the next initialization wraps instead of making one (see ``init(wrapping:)``).
    private static var coreToWrap: TableViewCell?

    /// Stock labels follow the text size: body text, and a subtitle in the footnote style (so a
    /// self-sizing subtitle row is 22 + 17 + 22 pt at the default size), as the core's stock cells.
    private func giveStockLabelsTheirFonts(style: CellStyle) {
        textLabel?.font = .preferredFont(forTextStyle: .body)
        detailTextLabel?.font = .preferredFont(forTextStyle: style == .subtitle ? .footnote : .body)
    }

    /// Wraps a core cell that no UIKit cell owns.
    ///
    /// A convenience initializer over the designated one, since a public class whose subclasses in
    /// other modules could not override every designated initializer would not let them inherit
    /// ``init(registeredWithReuseIdentifier:)``.
    convenience init(wrapping core: TableViewCell) {
        Self.coreToWrap = core
        self.init(style: core.style, reuseIdentifier: core.reuseIdentifier)
    }

    /// Creates a default-style cell without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates a cell from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The cell's frame in the table's content: where the table put it.
    open override var frame: CGRect {
        get { CGRect(core.frame) }
        set {}
    }

    // MARK: Accessories and editing

    /// The accessory shown outside editing mode.
    open var accessoryType: AccessoryType {
        get { core.accessoryType }
        set { core.accessoryType = newValue }
    }
    /// The accessory shown in editing mode.
    open var editingAccessoryType: AccessoryType {
        get { core.editingAccessoryType }
        set { core.editingAccessoryType = newValue }
    }
    /// A view shown in the accessory's place outside editing mode, instead of `accessoryType`: a
    /// `UISwitch` flips when tapped (or double-tapped by VoiceOver, which reads the row as a switch)
    /// and sends `.valueChanged` to the actions added with `addAction(_:for:)`; a `UIButton` sends
    /// `.touchUpInside`/`.primaryActionTriggered` and is an element of its own; another view is
    /// drawn and read after the row's text (the TableSim manual's Accessories page).
    open var accessoryView: UIView?
    /// The view shown in the accessory's place in editing mode (as ``accessoryView``); with none,
    /// the editing accessory type shows.
    open var editingAccessoryView: UIView?

    /// What the core cell sees of an accessory view.
    fileprivate func accessoryViewContent(editing: Bool) -> AccessoryViewContent? {
        guard let view = editing ? editingAccessoryView : accessoryView, !view.isHidden else { return nil }
        let size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
        let measured = Size(width: Double(max(0, size.width)), height: Double(max(0, size.height)))
        let label = view.accessibilityLabel ?? (view as? UILabel)?.text
        switch view {
        case let toggle as UISwitch:
            var content = AccessoryViewContent.toggle(isOn: toggle.isOn, isEnabled: toggle.isEnabled)
            content.className = String(describing: type(of: toggle))
            content.accessibilityLabel = label
            return content
        case let button as UIButton:
            return AccessoryViewContent(
                kind: .button(title: button.currentTitle), className: String(describing: type(of: button)),
                size: measured, isEnabled: button.isEnabled, accessibilityLabel: label ?? button.currentTitle)
        default:
            return AccessoryViewContent(
                kind: .view, className: String(describing: type(of: view)), size: measured, accessibilityLabel: label)
        }
    }

    /// A tap reached the accessory view: a switch flips (UIKit changes its value before it sends
    /// `.valueChanged`).
    fileprivate func accessoryViewTapped(editing: Bool) {
        guard let toggle = (editing ? editingAccessoryView : accessoryView) as? UISwitch else { return }
        toggle.setOn(!toggle.isOn, animated: true)
    }

    /// The accessory control sends its event to the app's actions.
    fileprivate func sendAccessoryViewActions(editing: Bool) {
        switch editing ? editingAccessoryView : accessoryView {
        case let toggle as UISwitch: toggle.sendActions(for: .valueChanged)
        case let button as UIButton: button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        default: break
        }
    }
    /// How the cell looks when highlighted or selected.
    open var selectionStyle: SelectionStyle {
        get { core.selectionStyle }
        set { core.selectionStyle = newValue }
    }
    /// Whether the cell asks for a reorder control (a movable row shows one whatever this says).
    open var showsReorderControl: Bool {
        get { core.showsReorderControl }
        set { core.showsReorderControl = newValue }
    }
    /// Whether the content indents for the editing control.
    open var shouldIndentWhileEditing: Bool {
        get { core.shouldIndentWhileEditing }
        set { core.shouldIndentWhileEditing = newValue }
    }
    /// Whether the cell shows the Delete confirmation or swipe actions.
    open var showingDeleteConfirmation: Bool { core.showingDeleteConfirmation }
    /// Stored only: the content's indentation level.
    open var indentationLevel = 0
    /// Stored only: the width of one indentation level.
    open var indentationWidth: CGFloat = 10
    /// Stored only: the separator's inset.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// Stored only: the view behind the content.
    open var backgroundView: UIView?
    /// Stored only: the view behind the content while selected.
    open var selectedBackgroundView: UIView?
    /// Stored only: the view behind the content while selected among several.
    open var multipleSelectionBackgroundView: UIView?

    // MARK: State the table sets

    /// Whether the cell is drawn selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { core.isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is drawn highlighted; setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { core.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { core.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Draws the cell selected or not; the table calls it, and overrides call `super` (which
    /// updates the cell's configurations when the state changes).
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = core.isSelected != selected
        (core as? CoreCell)?.applySelected(selected, animated: animated)
        if changed { configurationStateChanged() }
    }
    /// Draws the cell highlighted or not while a finger is on it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = core.isHighlighted != highlighted
        (core as? CoreCell)?.applyHighlighted(highlighted, animated: animated)
        if changed { configurationStateChanged() }
    }
    /// Puts the cell into or out of editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = core.isEditing != editing
        (core as? CoreCell)?.applyEditing(editing, animated: animated)
        if changed { configurationStateChanged() }
    }

    // MARK: Configurations (see UITableViewCell+Configurations.swift)

    /// A block that updates the cell's configurations for a state (UIKit's
    /// `UITableViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// What the cell shows: a ``UIListContentConfiguration`` is shown by the stock labels and image
    /// view; another configuration's view is put in the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// The cell's background (stored; see ``UIBackgroundConfiguration``).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether a state change replaces the content configuration by its `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces the background configuration by its `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A block run after ``updateConfiguration(using:)`` on each configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a configuration update has been asked for and not made yet.
    var configurationUpdateIsNeeded = false
    /// The label that shows a content configuration's secondary text in a default-style cell,
    /// which has no detail text label.
    var configurationSecondaryLabel: UILabel?
    /// The view an app's own content configuration made, in the content view.
    var configurationContentView: (any UIView & UIContentView)?

    /// The cell's state for its configurations: selection, highlight, editing, swipe, whether it
    /// takes touches, and the current traits. Override it to add states, calling `super`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection.current)
        state.isSelected = core.isSelected
        state.isHighlighted = core.isHighlighted
        state.isEditing = core.isEditing
        state.isSwiped = core.showingDeleteConfirmation
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// The list content configuration of the cell's style: `.cell()` for `.default`,
    /// `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch core.style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Asks for a configuration update; TableSim makes it at once, except while the data source
    /// prepares the cell in `cellForRowAt`, when it is made once as the cell is returned.
    open func setNeedsUpdateConfiguration() {
        configurationUpdateIsNeeded = true
        if Self.preparingCells == 0 { updateConfigurationIfNeeded() }
    }

    /// Makes an update asked for and not made yet: the automatic updates, then
    /// ``updateConfiguration(using:)``, then the ``configurationUpdateHandler``.
    open func updateConfigurationIfNeeded() {
        guard configurationUpdateIsNeeded else { return }
        configurationUpdateIsNeeded = false
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

    /// Updates the cell's configurations for a state; override it as in UIKit (the base does nothing
    /// beyond the automatic updates, which run before it).
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Resets the cell before `dequeueReusableCell` hands it out again.
    open func prepareForReuse() {}

    // MARK: Touches and accessibility, kept in the core cell the simulator reads

    /// Whether touches reach the cell: with false, a tap selects nothing.
    open override var isUserInteractionEnabled: Bool {
        didSet {
            core.isUserInteractionEnabled = isUserInteractionEnabled
            if isUserInteractionEnabled != oldValue { configurationStateChanged() }
        }
    }
    /// What VoiceOver calls the row instead of its text.
    open override var accessibilityLabel: String? {
        didSet { core.accessibilityLabel = accessibilityLabel }
    }
    /// The row's value for VoiceOver.
    open override var accessibilityValue: String? {
        didSet { core.accessibilityValue = accessibilityValue }
    }
    /// What VoiceOver says after a pause about what the row does.
    open override var accessibilityHint: String? {
        didSet { core.accessibilityHint = accessibilityHint }
    }
    /// Traits the app sets; the table adds its own.
    open override var accessibilityTraits: UIAccessibilityTraits {
        didSet { core.accessibilityTraits = accessibilityTraits }
    }
    /// Whether the row's text is an element VoiceOver can focus (true for cells).
    open override var isAccessibilityElement: Bool {
        get { core.isAccessibilityElement }
        set { core.isAccessibilityElement = newValue }
    }
    /// Whether VoiceOver skips the row and its controls.
    open override var accessibilityElementsHidden: Bool {
        didSet { core.accessibilityElementsHidden = accessibilityElementsHidden }
    }
    /// The names Voice Control shows and answers to for the row, instead of its label.
    open override var accessibilityUserInputLabels: [String]! {
        didSet { core.accessibilityUserInputLabels = accessibilityUserInputLabels }
    }
    /// The app's actions for VoiceOver users, offered after the table's own.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { core.accessibilityCustomActions }
        set { core.accessibilityCustomActions = newValue }
    }
    /// VoiceOver's swipe up on an adjustable row.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable row.
    open func accessibilityDecrement() {}
}

/// A value handed to the main actor from the core's nonisolated calls, which run on it.
struct MainActorBound<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// An action an app adds to an element for VoiceOver users (UIKit's `UIAccessibilityCustomAction`).
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
