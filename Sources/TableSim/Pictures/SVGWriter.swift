/// A small writer of SVG text that gives the same bytes for the same drawing on every machine.
///
/// Numbers are written with at most two decimals, without trailing zeros and never in exponent form;
/// text and attribute values are XML-escaped; nothing depends on time, randomness or hashing order,
/// so ids are derived from what they name.
struct SVGWriter {
    /// The elements written so far, one a line.
    private(set) var body = ""
    /// How deep the current group is nested, for the indentation that keeps a picture diffable.
    private var depth = 1
    /// Colours drawn as others from here on (fills, strokes and text): Increase Contrast's
    /// high-contrast variants while the screen is drawn; empty, every colour is drawn as given.
    var colourVariants: [String: String] = [:]

    /// The generic font stack every text uses: the system font where there is one.
    static let fontFamily = "-apple-system, Helvetica, Arial, sans-serif"

    /// A whole SVG document of a size around the body.
    func document(width: Double, height: Double, title: String) -> String {
        let w = Self.number(width)
        let h = Self.number(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
            + " font-family=\"\(Self.escape(Self.fontFamily))\">\n"
            + "  <title>\(Self.escape(title))</title>\n"
            + body + "</svg>\n"
    }

    // MARK: Elements

    /// A rectangle, filled and/or outlined, optionally with rounded corners.
    mutating func rect(
        _ rect: Rect, fill: String, stroke: String? = nil, strokeWidth: Double = 1, radius: Double = 0, opacity: Double? = nil
    ) {
        var attributes = [
            ("x", Self.number(rect.minX)), ("y", Self.number(rect.minY)),
            ("width", Self.number(max(0, rect.width))), ("height", Self.number(max(0, rect.height))),
        ]
        if radius > 0 { attributes.append(("rx", Self.number(radius))) }
        attributes += paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: opacity)
        element("rect", attributes)
    }

    /// A circle.
    mutating func circle(center: Point, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        element(
            "circle",
            [("cx", Self.number(center.x)), ("cy", Self.number(center.y)), ("r", Self.number(radius))]
                + paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: nil))
    }

    /// A straight line.
    mutating func line(from start: Point, to end: Point, stroke: String, width: Double, roundCaps: Bool = false) {
        var attributes = [
            ("x1", Self.number(start.x)), ("y1", Self.number(start.y)), ("x2", Self.number(end.x)),
            ("y2", Self.number(end.y)), ("stroke", stroke), ("stroke-width", Self.number(width)),
        ]
        if roundCaps { attributes.append(("stroke-linecap", "round")) }
        element("line", attributes)
    }

    /// An open polyline through points, stroked (a chevron, a checkmark).
    mutating func polyline(_ points: [Point], stroke: String, width: Double) {
        let list = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
        element(
            "polyline",
            [
                ("points", list), ("fill", "none"), ("stroke", stroke), ("stroke-width", Self.number(width)),
                ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
            ])
    }

    /// How a line of text is anchored at its x.
    enum Anchor: String {
        case start, middle, end
    }

    /// One line of text with its baseline at `baseline`.
    mutating func text(
        _ text: String, x: Double, baseline: Double, size: Double, color: String, anchor: Anchor = .start, bold: Bool = false
    ) {
        var attributes = [("x", Self.number(x)), ("y", Self.number(baseline)), ("font-size", Self.number(size)), ("fill", color)]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        if bold { attributes.append(("font-weight", "600")) }
        line("<text" + Self.attributes(recoloured(attributes)) + ">" + Self.escape(Self.visible(text)) + "</text>")
    }

    /// Starts a group whose content is clipped to a rectangle; the id names what it clips.
    mutating func beginClippedGroup(id: String, clip: Rect, radius: Double = 0) {
        line("<clipPath id=\"\(Self.escape(id))\">")
        depth += 1
        rect(clip, fill: "#000", radius: radius)
        depth -= 1
        line("</clipPath>")
        beginGroup(attributes: [("clip-path", "url(#\(id))")])
    }

    /// Starts a group, optionally naming what it holds (`class`), for readers of the SVG.
    mutating func beginGroup(named name: String? = nil, attributes: [(String, String)] = []) {
        line("<g" + Self.attributes((name.map { [("class", $0)] } ?? []) + attributes) + ">")
        depth += 1
    }

    /// Ends the innermost group.
    mutating func endGroup() {
        depth -= 1
        line("</g>")
    }

    /// A comment, to name a part of the drawing for someone reading the SVG; `--` cannot occur in one.
    mutating func comment(_ text: String) {
        line("<!-- " + Self.escape(Self.visible(text)).replacingOccurrences(of: "--", with: "- -") + " -->")
    }

    // MARK: Formatting

    private func paint(fill: String, stroke: String?, strokeWidth: Double, opacity: Double?) -> [(String, String)] {
        var attributes = [("fill", fill)]
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", Self.number(strokeWidth))] }
        if let opacity { attributes.append(("fill-opacity", Self.number(opacity))) }
        return attributes
    }

    private mutating func element(_ name: String, _ attributes: [(String, String)]) {
        line("<" + name + Self.attributes(recoloured(attributes)) + "/>")
    }

    /// The attributes with their fill and stroke colours swapped for their variants, if any.
    private func recoloured(_ attributes: [(String, String)]) -> [(String, String)] {
        guard !colourVariants.isEmpty else { return attributes }
        return attributes.map { key, value in
            (key == "fill" || key == "stroke") ? (key, colourVariants[value] ?? value) : (key, value)
        }
    }

    private mutating func line(_ text: String) {
        body += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// A number as SVG reads it: rounded to hundredths, `12`, `12.5`, `-0.25`; never `-0` or `1e-05`.
    /// A size past a trillion points (an absurd overlay or screen) is drawn as a trillion, which no
    /// renderer tells apart, rather than overflowing the conversion.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -Self.largestNumber), Self.largestNumber) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    /// The largest magnitude ``number(_:)`` writes.
    static let largestNumber = 1e12

    /// Text made safe inside XML text and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text with what XML 1.0 cannot hold (control characters other than tab) and what would
    /// reorder the line (bidirectional overrides) shown as `\u{…}`, as traces show them.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let forbidden =
                (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar.properties.isBidiControl
                || (0xFFFE...0xFFFF).contains(scalar.value)
            if forbidden {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
