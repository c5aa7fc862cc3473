// Accessibility elements and audit findings as data (issue 24): stored, diffed and compared across
// runs and builds. The field names are part of the contract, listed in the manual's "Snapshot
// testing" article; each value is written in the words traces and the scenario language already use
// (an element's ID as `0.2` or `header 1`, traits by UIKit's names, an audit type by Xcode's name).

/// An element is stored as `{"id": "0.2", "label": "Apple", "traits": ["button"], "frame": {…},
/// "activationPoint": {…}, "customActions": […]}`; `value` and `hint` are left out when nil,
/// `customActions` when there is none.
extension AccessibilityElement: Codable {
    private enum CodingKeys: String, CodingKey { case id, label, value, traits, hint, frame, activationPoint, customActions }

    /// Reads an element written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ID.self, forKey: .id), label: try container.decodeIfPresent(String.self, forKey: .label),
            value: try container.decodeIfPresent(String.self, forKey: .value),
            traits: try container.decode(AccessibilityTraits.self, forKey: .traits),
            hint: try container.decodeIfPresent(String.self, forKey: .hint), frame: try container.decode(Rect.self, forKey: .frame),
            activationPoint: try container.decode(Point.self, forKey: .activationPoint),
            customActions: try container.decodeIfPresent([CustomAction].self, forKey: .customActions) ?? [])
    }

    /// Writes the element's fields under their stable names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encode(traits, forKey: .traits)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encode(frame, forKey: .frame)
        try container.encode(activationPoint, forKey: .activationPoint)
        if !customActions.isEmpty { try container.encode(customActions, forKey: .customActions) }
    }
}

/// An element's identity is stored as the scenario language spells it: `"0.2"`, `"header 1"`,
/// `"swipe-button 0.2 1"`, `"index"`.
extension AccessibilityElement.ID: Codable {
    /// The identity the scenario language spells this way, or nil.
    public init?(spelling: String) {
        let words = spelling.split(separator: " ").map(String.init)
        func row(_ text: String) -> IndexPath? {
            let parts = text.split(separator: ".")
            guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]) else { return nil }
            return IndexPath(row: row, section: section)
        }
        switch (words.first ?? "", words.count) {
        case ("table-header", 1): self = .tableHeaderView
        case ("table-footer", 1): self = .tableFooterView
        case ("index", 1): self = .sectionIndex
        case ("refresh-control", 1): self = .refreshControl
        case ("search-bar", 1): self = .searchBar
        case ("header", 2): guard let section = Int(words[1]) else { return nil }; self = .header(section)
        case ("footer", 2): guard let section = Int(words[1]) else { return nil }; self = .footer(section)
        case (_, 1): guard let path = row(words[0]) else { return nil }; self = .row(path)
        case ("swipe-button", 3):
            guard let path = row(words[1]), let index = Int(words[2]) else { return nil }
            self = .swipeButton(path, index)
        case (let control, 2):
            guard let path = row(words[1]) else { return nil }
            switch control {
            case "delete-control": self = .deleteControl(path)
            case "insert-control": self = .insertControl(path)
            case "more-info": self = .moreInfo(path)
            case "delete-button": self = .deleteButton(path)
            case "reorder-control": self = .reorderControl(path)
            default: return nil
            }
        default: return nil
        }
    }

    /// Reads the spelling (`"0.2"`, `"more-info 0.2"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let spelling = try container.decode(String.self)
        guard let id = Self(spelling: spelling) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no accessibility element is spelled '\(spelling)'")
        }
        self = id
    }

    /// Writes ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A custom action is stored as `{"name": "Delete", "kind": "swipe trailing 0"}`; the kinds are
/// `swipe leading|trailing N`, `more-info`, `move-up`, `move-down` and `app N`.
extension AccessibilityElement.CustomAction: Codable {
    private enum CodingKeys: String, CodingKey { case name, kind }

    /// Reads `{"name": …, "kind": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spelling = try container.decode(String.self, forKey: .kind)
        let words = spelling.split(separator: " ").map(String.init)
        let kind: Kind
        switch words.count == 3 ? words[0] : spelling {
        case "more-info": kind = .moreInfo
        case "move-up": kind = .moveUp
        case "move-down": kind = .moveDown
        case "drag": kind = .drag
        case "drop-before": kind = .drop(before: true)
        case "drop-after": kind = .drop(before: false)
        case "swipe" where SwipeEdge(rawValue: words[1]) != nil && Int(words[2]) != nil:
            kind = .swipeAction(SwipeEdge(rawValue: words[1])!, Int(words[2])!)
        default:
            guard words.count == 2, words[0] == "app", let index = Int(words[1]) else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no action kind '\(spelling)'")
            }
            kind = .app(index)
        }
        self.init(name: try container.decode(String.self, forKey: .name), kind: kind)
    }

    /// Writes `{"name": …, "kind": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        let spelling = switch kind {
        case .swipeAction(let edge, let index): "swipe \(edge.rawValue) \(index)"
        case .moreInfo: "more-info"
        case .moveUp: "move-up"
        case .moveDown: "move-down"
        case .app(let index): "app \(index)"
        case .drag: "drag"
        case .drop(let before): before ? "drop-before" : "drop-after"
        }
        try container.encode(spelling, forKey: .kind)
    }
}

/// Traits are stored as UIKit's names, in declaration order: `["button", "selected"]`.
extension AccessibilityTraits: Codable {
    /// Reads a list of names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = []
        for name in try container.decode([String].self) {
            guard let trait = Self(name: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "no trait is named '\(name)'")
            }
            insert(trait)
        }
    }

    /// Writes the names of the traits set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.named.filter { contains($0.trait) }.map(\.name))
    }
}

/// A finding is stored as `{"type": "hitRegion", "compactDescription": …, "detailedDescription": …,
/// "element": {…}}`, its type by the name the scenario language uses (`tablesim.headerTrait` for
/// TableSim's own checks).
extension AccessibilityAuditIssue: Codable {
    private enum CodingKeys: String, CodingKey { case type, compactDescription, detailedDescription, element }

    /// Reads a finding written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let type = AccessibilityAuditType(name: name) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "no audit type is named '\(name)'")
        }
        self.init(
            auditType: type, compactDescription: try container.decode(String.self, forKey: .compactDescription),
            detailedDescription: try container.decode(String.self, forKey: .detailedDescription),
            element: try container.decode(AccessibilityElement.self, forKey: .element))
    }

    /// Writes the finding's fields under their stable names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(auditType.description, forKey: .type)
        try container.encode(compactDescription, forKey: .compactDescription)
        try container.encode(detailedDescription, forKey: .detailedDescription)
        try container.encode(element, forKey: .element)
    }
}
