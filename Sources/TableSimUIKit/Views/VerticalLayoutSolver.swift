/// The height Auto Layout gives a cell's content view from its subviews' constraints: a small
/// solver for the vertical axis, enough for the layouts cells are built with.
///
/// Each edge of a view is a position along y; the content view's top is 0 and its height `h` is
/// what is asked. Every position constraint (`top`, `bottom`, `centerY` and their margin forms,
/// multiplier 1) then reads "a ≥ b + c + k·h" between two edges, and a view's height "bottom ≥
/// top + its least height" (its compression resistance: a label's text, an image's size), so the
/// least `h` that satisfies them all is the height, as Auto Layout fitting a cell finds it (the
/// height is asked at the fitting priority, 50, weaker than every view's hugging and compression
/// resistance, so the content takes the least height its constraints allow). Edges in a cycle
/// whose constants add up to more than 0 cannot all hold: the solver raises `h` to the value that
/// closes such a cycle, and fails when no `h` can (the constraints conflict).
///
/// What the solver does not handle is a ``Problem``, never a guess: a baseline constraint, a
/// multiplier other than 1 on an edge, the centre of a view whose height stretches, a constraint
/// to a view outside the content view, and layouts that do not determine the height (nothing ties
/// the content view's bottom to its content, or a view hangs free).
@MainActor
struct VerticalLayoutSolver {
    /// Why a layout was not sized, as the trace says it (`… from its constraints: <reason>; …`).
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// A position along y: a node's value plus a constant and a share of the content view's height.
    struct Position {
        var node: Int
        var constant: Double
        var perHeight: Double
    }

    /// "to ≥ from + constant + perHeight·h".
    struct Edge {
        let from: Int, to: Int
        let constant: Double, perHeight: Double
    }

    /// How a view's height is held: fixed (one node, its bottom a constant below its top) or
    /// stretchable between a least and a most height (two nodes).
    enum Span {
        case fixed(Double)
        case stretchable(least: Double, most: Double?)
    }

    /// The node of the content view's top (position 0).
    static let top = 0
    private var nodeCount = 1
    private var edges: [Edge] = []
    private var unions: [Int] = [0]
    /// Whether some position depends on the content view's height (its bottom, centre or margin).
    private var reachesBottom = false
    /// The nodes linked to the content view's bottom (they must join its top for a height).
    private var bottomLinked: [Int] = []

    /// Adds a view's (or free guide's) nodes: one for a fixed height, two for a stretchable one.
    mutating func addItem(_ span: Span) -> (top: Int, bottom: Int, height: Double?) {
        let top = newNode()
        switch span {
        case .fixed(let height):
            return (top, top, height)
        case .stretchable(let least, let most):
            let bottom = newNode()
            edges.append(Edge(from: top, to: bottom, constant: least, perHeight: 0))
            if let most { edges.append(Edge(from: bottom, to: top, constant: -most, perHeight: 0)) }
            // A view with a height of its own links its edges; a free one is linked only by constraints.
            if least > 0 || most != nil { link(top, bottom) }
            return (top, bottom, nil)
        }
    }

    private mutating func newNode() -> Int {
        unions.append(nodeCount)
        nodeCount += 1
        return nodeCount - 1
    }

    /// Adds "first relation second + constant".
    mutating func add(_ first: Position, _ relation: NSLayoutConstraint.Relation, _ second: Position, constant: Double) {
        for position in [first, second] where position.perHeight != 0 {
            reachesBottom = true
            bottomLinked.append(position.node)
        }
        link(first.node, second.node)
        // first ≥ second + c  ⇔  node_f ≥ node_s + (k_s + c − k_f) + (α_s − α_f)·h
        let atLeast = Edge(
            from: second.node, to: first.node, constant: second.constant + constant - first.constant,
            perHeight: second.perHeight - first.perHeight)
        let atMost = Edge(
            from: first.node, to: second.node, constant: first.constant - constant - second.constant,
            perHeight: first.perHeight - second.perHeight)
        switch relation {
        case .greaterThanOrEqual: edges.append(atLeast)
        case .lessThanOrEqual: edges.append(atMost)
        case .equal: edges += [atLeast, atMost]
        }
    }

    /// Adds a bound on the content view's own height (`contentView.heightAnchor`): "h relation constant".
    mutating func addContentHeight(_ relation: NSLayoutConstraint.Relation, _ constant: Double) {
        add(Position(node: Self.top, constant: 0, perHeight: 1), relation, Position(node: Self.top, constant: 0, perHeight: 0), constant: constant)
    }

    // MARK: Determination

    private mutating func find(_ node: Int) -> Int {
        var root = node
        while unions[root] != root { root = unions[root] }
        var current = node
        while unions[current] != root {
            let next = unions[current]
            unions[current] = root
            current = next
        }
        return root
    }

    private mutating func link(_ a: Int, _ b: Int) {
        let (ra, rb) = (find(a), find(b))
        if ra != rb { unions[max(ra, rb)] = min(ra, rb) }
    }

    /// Whether a node is tied to the content view's top through constraints and heights.
    mutating func isTiedToTop(_ node: Int) -> Bool { find(node) == find(Self.top) }

    /// Whether the content view's bottom is tied to its top through its content: without it the
    /// constraints suggest no height (UIKit's "ambiguously suggest a height of zero").
    mutating func bottomIsTied() -> Bool {
        guard reachesBottom else { return false }
        return bottomLinked.allSatisfy { isTiedToTop($0) }
    }

    // MARK: Solving

    /// The least content height that satisfies every edge, or the conflict that leaves none.
    func leastHeight() -> Result<Double, Problem> {
        var height = 0.0
        // Each round either finds every edge satisfied or raises h to close one cycle for good;
        // cells have a handful of views, so a few rounds do.
        for _ in 0..<(4 * edges.count + 8) {
            guard let cycle = positiveCycle(at: height) else { return .success(height) }
            let constant = cycle.reduce(0) { $0 + $1.constant }
            let perHeight = cycle.reduce(0) { $0 + $1.perHeight }
            // constant + perHeight·h > 0 now: a larger h closes it only when perHeight < 0.
            guard perHeight < -Self.tolerance else { return .failure(Problem(reason: "its constraints conflict")) }
            let needed = -constant / perHeight
            guard needed > height + Self.tolerance else { return .failure(Problem(reason: "its constraints conflict")) }
            height = needed
        }
        return .failure(Problem(reason: "its constraints do not settle"))
    }

    private static let tolerance = 1e-7

    /// A cycle of edges whose weights at `h` add up to more than 0 (Bellman–Ford on longest
    /// paths), or nil when every edge can hold.
    private func positiveCycle(at height: Double) -> [Edge]? {
        var distance = Array(repeating: 0.0, count: nodeCount)
        var reachedBy = Array(repeating: -1, count: nodeCount)
        var changed = -1
        for _ in 0..<nodeCount {
            changed = -1
            for (index, edge) in edges.enumerated() {
                let candidate = distance[edge.from] + edge.constant + edge.perHeight * height
                if candidate > distance[edge.to] + Self.tolerance {
                    distance[edge.to] = candidate
                    reachedBy[edge.to] = index
                    changed = edge.to
                }
            }
            if changed < 0 { return nil }
        }
        // Still changing after as many rounds as nodes: walk back into the cycle, then around it.
        var node = changed
        for _ in 0..<nodeCount {
            guard reachedBy[node] >= 0 else { return [] }
            node = edges[reachedBy[node]].from
        }
        var cycle: [Edge] = []
        var current = node
        repeat {
            guard reachedBy[current] >= 0 else { return [] }
            let edge = edges[reachedBy[current]]
            cycle.append(edge)
            current = edge.from
        } while current != node && cycle.count <= nodeCount
        return cycle
    }
}
