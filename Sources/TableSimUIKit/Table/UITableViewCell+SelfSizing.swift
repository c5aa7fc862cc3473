import TableSim

/// Self-sizing cells: the height a UIKit cell's content needs, measured from its labels and views.
///
/// Text is measured by ``TextMeasurer`` at each label's font, width and `numberOfLines`. The
/// content view's layout margins are UIKit's for a cell on an iPhone: 11 pt above and below, 16 pt
/// at the sides (set on `contentView.layoutMargins`, so an app may change them).
///
/// - **Constraints**: when an active constraint places a view of the content view vertically
///   (`top`, `bottom` or `centerY`, of a view, the content view, the cell or a layout guide), the
///   height is the one Auto Layout gives when it fits the cell, found by ``VerticalLayoutSolver``:
///   the least content height that every required constraint allows, each view at least its own
///   height (a label's text at the width its horizontal constraints give it, else the content
///   width less the margins; an image's size; a control's size; a stack view's arranged views, as
///   below). So a chain top to bottom adds its constants and heights, parallel chains give the
///   tallest, `≥` and `≤` edges bound it, and a centred view keeps both its edges inside theirs.
///   A required height fixes a view; a lower one wins over the view's own height only above its
///   compression resistance (taller: its hugging), and yields to required bounds. A non-required
///   edge holds unless required ones conflict with it. Hidden views keep their room, as in Auto
///   Layout. What the solver does not handle or the constraints do not determine (a chain that
///   never reaches the content view's bottom, a view with no chain to it, a cycle, conflicting
///   required constraints, baselines, multipliers on edges) is not guessed: the cell answers nil,
///   its row keeps the estimated or default height, and the table keeps one line per cell class,
///   `[tablesim] cannot size MyCell from its constraints: <reason>; its row keeps the estimated
///   height` (UIKit too falls back to the standard height, logging once that the constraints
///   "ambiguously suggest a height of zero"). The line is a note in the trace, where the row is
///   measured, and the table keeps it in `selfSizingProblems`.
/// - **Stock styles**: `.default` is its text label; `.subtitle` stacks the text label over the
///   detail label; `.value1` and `.value2` put them side by side (one line each, the height of
///   the taller) when both fit on one line with 8 pt between them, and stack them otherwise and at
///   the accessibility text sizes (the accessibility reference's §11.3, as the core's stock cells). Then
///   11 pt above and below, and at least 44 pt in all. An image in the stock image view takes its
///   width and 16 pt more from the text's width, and the row is at least its height plus the
///   margins.
/// - **Custom content without constraints** (none places a view vertically): the content view's
///   visible subviews (other than the stock labels) stack top to bottom without gaps, between the
///   same 11 pt margins and with no minimum. A view's height is, in order: an active constraint
///   that fixes it (`heightAnchor.constraint(equalToConstant:)`); for a label, its text's height;
///   for a stack view, its arranged views; for a switch or activity indicator, its fixed size; for
///   a button, its title or image; for an image view, its frame's height, else its image's; for
///   another view, its frame's height, else its subviews stacked.
/// - **Stack views** (both rules): the visible arranged views, with `spacing` or the custom
///   spacing after each (a hidden view takes no room and no spacing); along a vertical axis their
///   heights added (`fillEqually`: each as tall as the tallest), along a horizontal one the
///   tallest, each given an equal share of the width; whatever the alignment; plus the stack's
///   layout margins when `isLayoutMarginsRelativeArrangement`.
/// - Hidden views take no room in the stacking rule. A cell with no text, image or subviews does
///   not size itself (nil), so its row keeps the default 44 pt.
///
/// Sources for the numbers: Apple's `UIView.layoutMargins` page (8 pt by default; a view
/// controller's root view gets 16 or 20 pt at the sides by size class) and
/// `UIViewController.systemMinimumLayoutMargins`; 16 pt at the sides of a cell's content is what
/// developers report on iPhone, 20 pt on iPad (Stack Overflow, "UITableViewCell with autolayout left
/// margin different on iPhone and iPad"); TableSim uses 16 pt at every width, a choice, as the
/// cell does not know the size class. No page found gives the 11 pt above and below: it is what a
/// stock row's 44 pt leaves around its 22 pt body line, the value the stock rule already uses. The system spacing of `equalToSystemSpacingBelow` and
/// `…After` is 8 pt, a choice: Apple's page for the method says only that the value comes from
/// the anchors (fonts, for baselines), and 8 pt is the standard space between two views that Auto
/// Layout's own console output prints (`NSSpace(8)` in an unsatisfiable-constraints log quoted on
/// Stack Overflow, "How to fix strange NSLayoutConstraint errors… in custom UITableViewCell"). The fallback and its once-only warning: openradar 42808310 and Stack Overflow
/// 25902288 ("Detected a case where constraints ambiguously suggest a height of zero").
extension UITableViewCell {
    /// The layout margin on each side of a cell's content.
    static let sideMargin = 16.0
    /// The space above and below a cell's content.
    static let verticalMargin = 11.0
    /// The least height a stock-style cell takes.
    static let minimumStockHeight = 44.0
    /// The least space between a `.value1` or `.value2` cell's labels side by side.
    static let sideBySideGap = 8.0
    /// The content view's layout margins its constraints see: 11 pt above and below, 16 pt at the sides.
    static let contentMargins = UIEdgeInsets(top: verticalMargin, left: sideMargin, bottom: verticalMargin, right: sideMargin)

    /// The height the cell's content needs at a content width, or nil when it has nothing to size by.
    func contentFittingHeight(forWidth width: Double) -> Double? {
        core.selfSizingProblem = nil
        var textWidth = max(0, width - 2 * Self.sideMargin)
        let content = contentView.subviews.filter {
            !$0.isHidden && $0 !== textLabel && $0 !== detailTextLabel && $0 !== imageView
        }
        if !content.isEmpty {
            var sizing = ConstraintSizing(contentView: contentView, cell: self, width: width, margins: contentView.layoutMargins)
            switch sizing.solve() {
            case .noConstraints: break
            case .height(let height): return height
            case .problem(let reason):
                let name = "\(type(of: self))"
                core.selfSizingProblem = (
                    name, "[tablesim] cannot size \(name) from its constraints: \(reason); its row keeps the estimated height"
                )
                return nil
            }
            let height = content.reduce(0) { $0 + Self.fittingHeight(of: $1, width: textWidth) }
            return Self.verticalMargin + height + Self.verticalMargin
        }
        let text = textLabel.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
        let detail = secondaryStockLabel.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
        let image = imageView.flatMap { $0.isHidden ? nil : $0.image }
        guard text != nil || detail != nil || image != nil else { return nil }
        if let image { textWidth = max(0, textWidth - Double(image.size.width) - Self.sideMargin) }
        let stacked = (text?.textHeight(forWidth: textWidth) ?? 0) + (detail?.textHeight(forWidth: textWidth) ?? 0)
        var height = stacked
        if core.labelLayout == .value1 || core.labelLayout == .value2, let text, let detail,
            !UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory
        {
            let oneLine = { (label: UILabel) in label.font.measurer.width(of: label.text ?? "") }
            if oneLine(text) + Self.sideBySideGap + oneLine(detail) <= textWidth {
                height = Double(max(text.font.lineHeight, detail.font.lineHeight))
            }
        }
        height = max(height, Double(image?.size.height ?? 0))
        return max(Self.minimumStockHeight, Self.verticalMargin + height + Self.verticalMargin)
    }

    /// The height a view inside a cell's content takes at a width, by the rule above.
    static func fittingHeight(of view: UIView, width: Double) -> Double {
        if let fixed = view.constrainedHeight { return Double(fixed) }
        switch view {
        case let label as UILabel:
            return label.textHeight(forWidth: width)
        case let stack as UIStackView:
            let arranged = stack.arrangedSubviews.filter { !$0.isHidden }
            guard !arranged.isEmpty else { return 0 }
            let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
            let width = max(0, width - Double(margins.left + margins.right))
            let gaps = arranged.dropLast().reduce(0) { $0 + Double(stack.spacing(after: $1)) }
            let inner: Double
            switch stack.axis {
            case .vertical:
                let heights = arranged.map { fittingHeight(of: $0, width: width) }
                // Equal heights: each is as tall as the tallest needs.
                inner = stack.distribution == .fillEqually
                    ? gaps + Double(heights.count) * (heights.max() ?? 0) : heights.reduce(gaps, +)
            case .horizontal:
                let share = max(0, width - gaps) / Double(arranged.count)
                inner = arranged.map { fittingHeight(of: $0, width: share) }.max() ?? 0
            }
            return Double(margins.top) + inner + Double(margins.bottom)
        case is UISwitch, is UIActivityIndicatorView, is UIButton:
            return Double(max(0, view.intrinsicContentSize.height))
        case let imageView as UIImageView:
            return Double(imageView.frame.height > 0 ? imageView.frame.height : imageView.image?.size.height ?? 0)
        default:
            if view.frame.height > 0 { return Double(view.frame.height) }
            return view.subviews.filter { !$0.isHidden }.reduce(0) { $0 + fittingHeight(of: $1, width: width) }
        }
    }
}
