/// The accessibility layer of a picture: each VoiceOver element on screen outlined and tinted in a
/// colour of a fixed palette and numbered in VoiceOver's order, a legend beside the device listing
/// each number's swatch and what VoiceOver says there, and VoiceOver's focus ring.
///
/// After AccessibilitySnapshot's idea (the manual's Pictures: a coloured overlay per element and a legend in
/// flick order); the drawing is TableSim's own. The elements are those ``Simulator/accessibilityElementsOnScreen()``
/// gives, so the legend reads as `elements` lists them.
struct AccessibilityLayer {
    /// The elements on screen, in VoiceOver's order.
    let elements: [AccessibilityElement]
    /// The element VoiceOver focuses, when VoiceOver is on.
    let focus: AccessibilityElement.ID?
    /// The screen, which clips the outlines.
    let screen: Rect

    /// One entry of the legend: its swatch and its wrapped lines.
    struct LegendEntry {
        /// The swatch, in the legend's coordinates.
        var swatch: Rect
        /// The description's lines.
        var lines: [String]
        /// The line under them: the element's name, hint and custom actions.
        var details: [String]
        /// Where the entry's first line starts.
        var top: Double
        /// The entry's height.
        var height: Double
    }

    /// The legend laid out: each element's entry, from the top.
    var legend: [LegendEntry] {
        let text = TextMeasurer(pointSize: PictureStyle.legendTextSize)
        let small = TextMeasurer(pointSize: PictureStyle.legendDetailSize)
        // Wrapped as if the font were a fifth wider than TableSim's measure: real fonts (and the
        // fallbacks of renderers without the system font) run wider, and a legend line must not
        // leave the picture.
        let wrapText = TextMeasurer(pointSize: PictureStyle.legendTextSize * 1.2)
        let wrapSmall = TextMeasurer(pointSize: PictureStyle.legendDetailSize * 1.2)
        let textWidth = PictureStyle.legendWidth - PictureStyle.swatchSize - 10
        var top = Self.legendTitleHeight
        return elements.map { element in
            let description = VoiceOverSpeech.description(of: element)
            let lines = wrapText.lines(of: description.isEmpty ? "(says nothing)" : description, width: textWidth)
            // The app's hint only: the system's hints (custom actions, adjustable) say the same on every row.
            var detail = element.id.description
            if let hint = element.hint, !hint.isEmpty { detail += " · hint: " + hint }
            if !element.customActions.isEmpty {
                detail += " · actions: " + element.customActions.map(\.name).joined(separator: ", ")
            }
            let details = wrapSmall.lines(of: detail, width: textWidth)
            let height =
                max(Double(lines.count) * text.lineHeight + Double(details.count) * small.lineHeight, PictureStyle.swatchSize) + 8
            let entry = LegendEntry(
                swatch: Rect(x: 0, y: top + 1, width: PictureStyle.swatchSize, height: PictureStyle.swatchSize),
                lines: lines, details: details, top: top, height: height)
            top += height
            return entry
        }
    }

    /// The height of the legend's title line.
    static let legendTitleHeight = 30.0

    /// The legend's whole height.
    var legendHeight: Double { legend.last.map { $0.top + $0.height } ?? Self.legendTitleHeight + 20 }

    // MARK: Drawing

    /// The outlines over the screen, the focus ring over them, and the numbers on top, so the
    /// focused element's number stays readable.
    func drawOverlay(into svg: inout SVGWriter) {
        let shown = elements.enumerated().compactMap { number, element -> (Int, Rect)? in
            guard let frame = element.frame.intersection(screen), frame.width > 0, frame.height > 0 else { return nil }
            return (
                number,
                Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(frame.width - 2, 0), height: max(frame.height - 2, 0))
            )
        }
        svg.beginGroup(named: "accessibility-elements")
        for (number, inset) in shown {
            let color = PictureStyle.elementColor(number)
            svg.rect(inset, fill: color, stroke: color, strokeWidth: 2, opacity: PictureStyle.elementFillOpacity)
        }
        svg.endGroup()
        drawFocusRing(into: &svg)
        svg.beginGroup(named: "accessibility-numbers")
        for (number, inset) in shown {
            let badge = Rect(x: inset.minX, y: inset.minY, width: 8 + 6 * Double(String(number + 1).count), height: 14)
            svg.rect(badge, fill: PictureStyle.elementColor(number))
            svg.text(
                String(number + 1), x: badge.midX, baseline: badge.maxY - 3.5, size: 10, color: PictureStyle.background,
                anchor: .middle, bold: true)
        }
        svg.endGroup()
    }

    /// VoiceOver's cursor around the focused element: a thick black ring with a white line inside.
    private func drawFocusRing(into svg: inout SVGWriter) {
        guard let focus, let element = elements.first(where: { $0.id == focus }),
            let frame = element.frame.intersection(screen), frame.width > 4, frame.height > 4
        else { return }
        Self.drawFocusRing(around: frame, into: &svg)
    }

    /// VoiceOver's ring around a rectangle of the screen (an element, or a line of an open menu).
    static func drawFocusRing(around frame: Rect, into svg: inout SVGWriter) {
        svg.beginGroup(named: "voiceover-focus")
        let width = PictureStyle.focusRingWidth
        let outer = Rect(
            x: frame.minX + width / 2, y: frame.minY + width / 2, width: frame.width - width, height: frame.height - width)
        svg.rect(outer, fill: "none", stroke: PictureStyle.focusRing, strokeWidth: width, radius: 6)
        let inner = Rect(
            x: outer.minX + width / 2 + 0.75, y: outer.minY + width / 2 + 0.75,
            width: max(outer.width - width - 1.5, 0), height: max(outer.height - width - 1.5, 0))
        svg.rect(inner, fill: "none", stroke: PictureStyle.background, strokeWidth: 1.5, radius: 4)
        svg.endGroup()
    }

    /// The legend, its top-left corner at `origin`: a title, then each element's swatch and words.
    func drawLegend(at origin: Point, into svg: inout SVGWriter) {
        svg.beginGroup(
            named: "legend", attributes: [("transform", "translate(\(SVGWriter.number(origin.x)),\(SVGWriter.number(origin.y)))")]
        )
        let title = focus == nil ? "VoiceOver elements on screen" : "VoiceOver elements on screen (ring: focus)"
        svg.text(title, x: 0, baseline: 18, size: 15, color: PictureStyle.label, bold: true)
        if elements.isEmpty {
            svg.text(
                "(no elements)", x: 0, baseline: Self.legendTitleHeight + 14, size: PictureStyle.legendTextSize,
                color: PictureStyle.secondaryLabel)
        }
        let text = TextMeasurer(pointSize: PictureStyle.legendTextSize)
        let small = TextMeasurer(pointSize: PictureStyle.legendDetailSize)
        for (number, (element, entry)) in zip(elements, legend).enumerated() {
            let color = PictureStyle.elementColor(number)
            svg.rect(entry.swatch, fill: color, radius: 3)
            if element.id == focus {
                let ring = Rect(
                    x: entry.swatch.minX - 2, y: entry.swatch.minY - 2, width: entry.swatch.width + 4,
                    height: entry.swatch.height + 4)
                svg.rect(ring, fill: "none", stroke: PictureStyle.focusRing, strokeWidth: 2, radius: 4)
            }
            svg.text(
                String(number + 1), x: entry.swatch.midX, baseline: entry.swatch.maxY - 5, size: 10,
                color: PictureStyle.background, anchor: .middle, bold: true)
            let x = PictureStyle.swatchSize + 10
            var top = entry.top
            for line in entry.lines {
                svg.text(
                    line, x: x, baseline: top + RowPicture.baseline(lineHeight: text.lineHeight, size: text.pointSize),
                    size: text.pointSize,
                    color: PictureStyle.label)
                top += text.lineHeight
            }
            for line in entry.details {
                svg.text(
                    line, x: x, baseline: top + RowPicture.baseline(lineHeight: small.lineHeight, size: small.pointSize),
                    size: small.pointSize,
                    color: PictureStyle.secondaryLabel)
                top += small.lineHeight
            }
        }
        svg.endGroup()
    }
}
