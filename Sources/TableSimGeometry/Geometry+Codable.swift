// Points, sizes and rectangles as data, with field names that stay: a stored accessibility element or
// audit finding (TableSim's `.elements` and `.audit` snapshots) reads the same across runs and builds.

/// A point is stored as `{"x": 12, "y": 43.5}`.
extension Point: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }

    /// Reads `{"x": …, "y": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
    }

    /// Writes `{"x": …, "y": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

/// A rectangle is stored flat, as `{"x": 0, "y": 100, "width": 390, "height": 44}` (not as an origin
/// and a size), as traces print it as `{{0, 100}, {390, 44}}`.
extension Rect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Reads `{"x": …, "y": …, "width": …, "height": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
            width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
    }

    /// Writes `{"x": …, "y": …, "width": …, "height": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minX, forKey: .x)
        try container.encode(minY, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
