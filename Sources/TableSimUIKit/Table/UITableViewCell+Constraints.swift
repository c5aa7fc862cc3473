import TableSim

/// A cell's content sized from its constraints: which views and constraints take part, the
/// positions their attributes stand for, each view's height, and a label's width from its
/// horizontal constraints. The solving is ``VerticalLayoutSolver``'s; the rule is in the comment
/// at the top of `UITableViewCell+SelfSizing.swift`.
@MainActor
struct ConstraintSizing {
    /// What the content's constraints say about its height.
    enum Outcome {
        /// No active constraint places a subview vertically: the cell keeps the stacking rule.
        case noConstraints
        /// The content view's height.
        case height(Double)
        /// The constraints do not determine a height the solver can find.
        case problem(String)
    }

    let contentView: UIView
    /// The cell around the content view: constraints to it stand for the content view's.
    let cell: UIView
    /// The content width.
    let width: Double
    /// The content view's layout margins (the cell's 11 and 16 pt, see the rule).
    let margins: UIEdgeInsets
    private var constraints: [NSLayoutConstraint] = []
    private var solver = VerticalLayoutSolver()
    private var nodes: [ObjectIdentifier: (top: Int, bottom: Int, height: Double?)] = [:]
    private var horizontalVisits: Set<String> = []

    init(contentView: UIView, cell: UIView, width: Double, margins: UIEdgeInsets) {
        self.contentView = contentView
        self.cell = cell
        self.width = width
        self.margins = margins
        constraints = Self.activeConstraints(around: contentView, cell: cell)
    }

    /// The active constraints made on the cell, its content view, their guides and every view inside
    /// the content view, each once, in the order the views are met (depth first) and then made.
    static func activeConstraints(around contentView: UIView, cell: UIView) -> [NSLayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        var found: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            for constraint in view.constraintsOnView where constraint.isActive {
                if seen.insert(ObjectIdentifier(constraint)).inserted { found.append(constraint) }
            }
        }
        func walk(_ view: UIView) {
            visit(view)
            view.subviews.forEach(walk)
        }
        visit(cell)
        walk(contentView)
        return found
    }

    private static let verticalPositions: [NSLayoutConstraint.Attribute] = [
        .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline,
    ]

    /// Solves the content's height.
    mutating func solve() -> Outcome {
        let vertical = constraints.filter {
            Self.verticalPositions.contains($0.firstAttribute) || Self.verticalPositions.contains($0.secondAttribute)
        }
        guard !vertical.isEmpty else { return .noConstraints }
        // Non-required edges hold when they can: try with all, then without the weakest levels.
        let levels = Set(vertical.map(\.priority.rawValue).filter { $0 < 1000 }).sorted()
        var last = "its constraints conflict"
        for dropped in 0...levels.count {
            let floor = dropped == 0 ? 0 : levels[dropped - 1] + 0.5
            switch attempt(vertical.filter { $0.priority.rawValue >= floor }) {
            case .success(let height): return .height(height)
            case .failure(let problem):
                last = problem.reason
                guard problem.reason == "its constraints conflict" else { return .problem(problem.reason) }
            }
        }
        return .problem(last)
    }

    private mutating func attempt(_ vertical: [NSLayoutConstraint]) -> Result<Double, VerticalLayoutSolver.Problem> {
        solver = VerticalLayoutSolver()
        nodes = [:]
        let centred = Set(
            vertical.flatMap { constraint in
                [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
                    .filter { $0.1 == .centerY || $0.1 == .centerYWithinMargins }
                    .compactMap { ($0.0 as? UIView).map(ObjectIdentifier.init) }
            })
        var placed: [UIView] = []
        do {
            for constraint in vertical {
                let first = try position(of: constraint.firstItem, constraint.firstAttribute, centred: centred, placed: &placed)
                let second = try position(of: constraint.secondItem, constraint.secondAttribute, centred: centred, placed: &placed)
                guard let first, let second else { throw problem("a vertical edge pinned to a constant") }
                guard constraint.multiplier == 1 else { throw problem("a multiplier on a vertical edge") }
                solver.add(first, constraint.relation, second, constant: Double(constraint.constant))
            }
            for constraint in constraints where constraint.firstAttribute == .height && isContent(constraint.firstItem) {
                guard constraint.secondItem == nil, constraint.priority == .required else {
                    throw problem("a content view height relative to another")
                }
                solver.addContentHeight(constraint.relation, Double(constraint.constant))
            }
        } catch {
            return .failure((error as? VerticalLayoutSolver.Problem) ?? problem("\(error)"))
        }
        for view in placed {
            guard let node = nodes[ObjectIdentifier(view)] else { continue }
            guard solver.isTiedToTop(node.top), solver.isTiedToTop(node.bottom) else {
                return .failure(problem("\(Self.name(of: view)) has no vertical chain to the content view"))
            }
        }
        guard solver.bottomIsTied() else {
            return .failure(problem("no chain of constraints reaches the content view's bottom"))
        }
        switch solver.leastHeight() {
        case .success(let height):
            guard height > 0 else { return .failure(problem("its constraints give it no height")) }
            return .success((height * 1_000_000).rounded() / 1_000_000)
        case .failure(let failure):
            return .failure(failure)
        }
    }

    private func problem(_ reason: String) -> VerticalLayoutSolver.Problem { .init(reason: reason) }

    /// A view's class name, as a reason names it.
    static func name(of view: UIView) -> String {
        let name = "\(type(of: view))"
        let vowel = name.first.map { "AEIOaeio".contains($0) } ?? false
        return (vowel ? "an " : "a ") + name
    }

    private func isContent(_ item: AnyObject?) -> Bool { item === contentView || item === cell }

    /// The view an item stands for (a guide, its owning view) and the guide, if the item is one.
    private func base(of item: AnyObject) -> (view: UIView, guide: UILayoutGuide?)? {
        if let view = item as? UIView { return (view, nil) }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView { return (owner, guide) }
        return nil
    }

    /// Where an item's attribute is along y, nil for no item (a constant).
    private mutating func position(
        of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, centred: Set<ObjectIdentifier>, placed: inout [UIView]
    ) throws -> VerticalLayoutSolver.Position? {
        guard let item else { return nil }
        guard attribute != .firstBaseline, attribute != .lastBaseline else { throw problem("a baseline constraint") }
        guard let based = base(of: item) else { throw problem("a guide that belongs to no view") }
        let (view, guide) = (based.view, based.guide)
        let inMargins = [.topMargin, .bottomMargin, .centerYWithinMargins].contains(attribute)
        let edge: NSLayoutConstraint.Attribute =
            switch attribute {
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .centerYWithinMargins: .centerY
            default: attribute
            }
        if let guide, guide.kind == .custom {
            // A guide the app placed: an item of its own, stretchable, placed only by constraints.
            let node = nodes[ObjectIdentifier(guide)] ?? solver.addItem(.stretchable(least: 0, most: nil))
            nodes[ObjectIdentifier(guide)] = node
            return try place(node, edge, inset: (0, 0), what: "a layout guide")
        }
        let marginGuide = inMargins || guide?.kind == .layoutMargins || guide?.kind == .readableContent
        if isContent(view) {
            let inset = marginGuide ? (Double(margins.top), Double(margins.bottom)) : (0, 0)
            switch edge {
            case .top: return .init(node: VerticalLayoutSolver.top, constant: inset.0, perHeight: 0)
            case .bottom: return .init(node: VerticalLayoutSolver.top, constant: -inset.1, perHeight: 1)
            case .centerY: return .init(node: VerticalLayoutSolver.top, constant: (inset.0 - inset.1) / 2, perHeight: 0.5)
            default: throw problem("an unsupported attribute")
            }
        }
        guard view.isDescendant(of: contentView) else { throw problem("a constraint to a view outside the content view") }
        guard !Self.isArranged(view, under: contentView) else { throw problem("a constraint to a view inside a stack view") }
        let node: (top: Int, bottom: Int, height: Double?)
        if let known = nodes[ObjectIdentifier(view)] {
            node = known
        } else {
            node = solver.addItem(try span(of: view, centred: centred.contains(ObjectIdentifier(view))))
            nodes[ObjectIdentifier(view)] = node
            placed.append(view)
        }
        let inset = marginGuide ? (Double(view.layoutMargins.top), Double(view.layoutMargins.bottom)) : (0, 0)
        return try place(node, edge, inset: inset, what: Self.name(of: view))
    }

    private func place(
        _ node: (top: Int, bottom: Int, height: Double?), _ edge: NSLayoutConstraint.Attribute, inset: (Double, Double), what: String
    ) throws -> VerticalLayoutSolver.Position {
        switch edge {
        case .top: return .init(node: node.top, constant: inset.0, perHeight: 0)
        case .bottom: return .init(node: node.bottom, constant: (node.height ?? 0) - inset.1, perHeight: 0)
        case .centerY:
            guard let height = node.height else { throw problem("the centre of \(what) whose height stretches") }
            return .init(node: node.top, constant: (height + inset.0 - inset.1) / 2, perHeight: 0)
        default: throw problem("an unsupported attribute")
        }
    }

    /// Whether a view is inside a stack view (the stack places it, not constraints).
    static func isArranged(_ view: UIView, under contentView: UIView) -> Bool {
        var current = view.superview
        while let ancestor = current, ancestor !== contentView {
            if ancestor is UIStackView { return true }
            current = ancestor.superview
        }
        return false
    }

    // MARK: Heights

    /// How a view's height is held: a required height fixes it; otherwise it is at least what it
    /// needs (its content, or a preferred height that outranks its compression resistance) and
    /// stretches, except that a centred view keeps its height.
    private mutating func span(of view: UIView, centred: Bool) throws -> VerticalLayoutSolver.Span {
        let heights = constraints.filter { $0.firstItem === view && $0.firstAttribute == .height }
        var fixed: Double?, least = 0.0, most: Double?
        var preferred: (value: Double, priority: Float)?
        for constraint in heights {
            let value = try heightValue(of: constraint, view: view)
            let required = constraint.priority == .required
            switch (constraint.relation, required) {
            case (.equal, true):
                if let fixed, abs(fixed - value) > 1e-9 { throw problem("\(Self.name(of: view)) has two required heights") }
                fixed = value
            case (.greaterThanOrEqual, true): least = max(least, value)
            case (.lessThanOrEqual, true): most = min(most ?? value, value)
            case (.equal, false):
                if constraint.priority.rawValue >= preferred?.priority ?? 0 { preferred = (value, constraint.priority.rawValue) }
            default: break  // A non-required bound: the view's own height already decides (a choice).
            }
        }
        if let fixed { return .fixed(fixed) }
        let intrinsic = intrinsicHeight(of: view)
        var wanted = intrinsic ?? 0
        if let preferred {
            if let intrinsic {
                let resists = preferred.value < intrinsic
                    ? view.contentCompressionResistancePriority(for: .vertical) : view.contentHuggingPriority(for: .vertical)
                if preferred.priority > resists.rawValue { wanted = preferred.value }
            } else if preferred.priority > UILayoutPriority.fittingSizeLevel.rawValue {
                wanted = preferred.value
            }
        }
        if let most, least > most { throw problem("\(Self.name(of: view)) has a least height above its most") }
        wanted = max(least, min(wanted, most ?? wanted))
        if centred { return .fixed(wanted) }
        return .stretchable(least: wanted, most: most)
    }

    /// The height a height constraint gives: its constant, or another view's width × multiplier + constant.
    private mutating func heightValue(of constraint: NSLayoutConstraint, view: UIView) throws -> Double {
        guard let other = constraint.secondItem else { return Double(constraint.constant) }
        if constraint.secondAttribute == .width, let otherView = other as? UIView, let otherWidth = resolvedWidth(of: otherView) {
            return otherWidth * Double(constraint.multiplier) + Double(constraint.constant)
        }
        throw problem("\(Self.name(of: view))'s height relative to another")
    }

    /// The height a view's content needs at its width: a label's text, an image's height, a stack's
    /// arranged views, a control's size; nil for a view without one (a plain view).
    private mutating func intrinsicHeight(of view: UIView) -> Double? {
        switch view {
        case let label as UILabel: return label.textHeight(forWidth: labelWidth(of: label))
        case let stack as UIStackView: return UITableViewCell.fittingHeight(of: stack, width: resolvedWidth(of: stack) ?? defaultWidth)
        case let image as UIImageView: return image.image.map { Double($0.size.height) }
        default:
            let height = view.intrinsicContentSize.height
            return height >= 0 ? Double(height) : nil
        }
    }

    // MARK: Widths

    /// The content width less the content view's margins: a view's width when its constraints do
    /// not give one.
    private var defaultWidth: Double { max(0, width - Double(margins.left + margins.right)) }

    private mutating func labelWidth(of label: UILabel) -> Double {
        resolvedWidth(of: label) ?? defaultWidth
    }

    /// A view's width from its horizontal constraints (both edges placed, or a width), or nil.
    mutating func resolvedWidth(of view: UIView) -> Double? {
        if let width = fixedWidth(of: view) { return width }
        guard let leading = x(of: view, .leading), let trailing = x(of: view, .trailing) else { return nil }
        return max(0, trailing - leading)
    }

    private func fixedWidth(of view: UIView) -> Double? {
        let width = constraints.last {
            $0.firstItem === view && $0.firstAttribute == .width && $0.relation == .equal && $0.secondItem == nil
        }
        if let width { return Double(width.constant) }
        if view is UIImageView || view is UISwitch, view.intrinsicContentSize.width >= 0 { return Double(view.intrinsicContentSize.width) }
        return nil
    }

    private static func side(_ attribute: NSLayoutConstraint.Attribute) -> (edge: NSLayoutConstraint.Attribute, margin: Bool)? {
        switch attribute {
        case .leading, .left: (.leading, false)
        case .trailing, .right: (.trailing, false)
        case .leadingMargin, .leftMargin: (.leading, true)
        case .trailingMargin, .rightMargin: (.trailing, true)
        default: nil
        }
    }

    /// Where an item's leading or trailing edge is along x (left to right), from the constraints
    /// that tie it to something placed: equalities first, then inequalities (a label wraps at the
    /// most room they leave it).
    private mutating func x(of item: AnyObject, _ edge: NSLayoutConstraint.Attribute, margin: Bool = false) -> Double? {
        guard let based = base(of: item) else { return nil }
        let view = based.view
        // A view's own guides stand for its edges, moved in by its margins for the margin guides.
        if let guide = based.guide, guide.kind != .custom { return x(of: view, edge, margin: guide.kind != .safeArea) }
        if isContent(view) {
            let left = margin ? Double(margins.left) : 0, right = margin ? Double(margins.right) : 0
            return edge == .leading ? left : width - right
        }
        if margin {
            let own = edge == .leading ? Double(view.layoutMargins.left) : -Double(view.layoutMargins.right)
            return x(of: view, edge).map { $0 + own }
        }
        let key = "\(ObjectIdentifier(item).hashValue):\(edge.rawValue)"
        guard horizontalVisits.insert(key).inserted else { return nil }
        defer { horizontalVisits.remove(key) }
        for relations in [[NSLayoutConstraint.Relation.equal], [.greaterThanOrEqual, .lessThanOrEqual]] {
            for constraint in constraints where relations.contains(constraint.relation) && constraint.multiplier == 1 {
                guard let first = constraint.firstItem, let second = constraint.secondItem,
                    let firstSide = Self.side(constraint.firstAttribute), let secondSide = Self.side(constraint.secondAttribute)
                else { continue }
                if first === item, firstSide.edge == edge, !firstSide.margin,
                    let other = x(of: second, secondSide.edge, margin: secondSide.margin)
                {
                    return other + Double(constraint.constant)
                }
                if second === item, secondSide.edge == edge, !secondSide.margin,
                    let other = x(of: first, firstSide.edge, margin: firstSide.margin)
                {
                    return other - Double(constraint.constant)
                }
            }
        }
        // The other edge and a width.
        if let width = based.guide == nil ? fixedWidth(of: view) : nil {
            if edge == .leading, let trailing = x(of: item, .trailing) { return trailing - width }
            if edge == .trailing, let leading = x(of: item, .leading) { return leading + width }
        }
        return nil
    }
}
