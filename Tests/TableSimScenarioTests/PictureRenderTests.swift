import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// Each kind of picture: byte for byte against its golden SVG, then rendered by librsvg and its
/// pixels sampled where an element must be drawn.
@Suite struct PictureRenderTests {
    typealias Support = PictureTestSupport

    /// Expects the rendered pixel at a screen point to be a colour.
    func expectPixel(
        _ image: PNGImage, screenX x: Double, y: Double, is color: String, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pixel = image.pixel(x: Support.pictureX(x), y: Support.pictureY(y))
        #expect(
            pixel.isClose(to: color), "\(what) at (\(x), \(y)) is \(pixel), expected \(color)", sourceLocation: sourceLocation)
    }

    @Test func plainScreenShowsASelectedRowAndTheBars() throws {
        let simulator = try #require(Support.simulator(after: "appear\nselect 0.4"))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "plain")
        let image = try #require(Support.render(svg))
        #expect(image.width == 390 + 32 && image.height == 844 + 32)
        let selected = try #require(simulator.parts(ofRow: IndexPath(row: 4, section: 0)))
        expectPixel(image, screenX: 300, y: selected.cell.minY + 4, is: PictureStyle.selectionFill, "the selected row's fill")
        let other = try #require(simulator.parts(ofRow: IndexPath(row: 2, section: 0)))
        expectPixel(image, screenX: 200, y: other.cell.minY + 4, is: PictureStyle.background, "an unselected row")
        expectPixel(image, screenX: -8, y: 400, is: PictureStyle.bezelColor, "the bezel")
        // The home indicator's bar, centred 10.5 pt above the bottom edge.
        expectPixel(image, screenX: 195, y: 844 - 10.5, is: PictureStyle.label, "the home indicator")
    }

    @Test func floatingHeaderAndSectionIndex() throws {
        let scenario = """
            table plain
            screen 390x500 safe-area=47,0,34,0
            section "Apple"
            rows 6 "Apple {n}"
            section "Banana"
            rows 6 "Banana {n}"
            section "Cherry"
            rows 6 "Cherry {n}"
            index search "A" "B" "C"
            appear
            scroll by 100
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "headers-index")
        #expect(svg.contains(">Apple</text>") && svg.contains(">A</text>") && svg.contains(">C</text>"))
        let image = try #require(Support.render(svg))
        let header = try #require(simulator.layout.headerFooterViews.first { $0.isHeader && $0.section == 0 })
        #expect(header.frame.minY == 47)  // floating under the status bar
        expectPixel(
            image, screenX: 250, y: header.frame.minY + 3, is: PictureStyle.plainHeaderBackground, "the floating header's bar")
        let index = try #require(simulator.layout.sectionIndex)
        let search = try #require(index.titleRect(at: 0))
        // The magnifier's ring passes 3.5 pt left of its centre, 1 pt left and above the slot's.
        expectPixel(image, screenX: search.midX - 1 - 3.5, y: search.midY - 1, is: PictureStyle.tint, "the search symbol's ring")
    }

    @Test func insetGroupedSectionsWithHeadersAndFooters() throws {
        let scenario = """
            table insetGrouped
            section "Account" footer="Signed in as Ada"
            row "Name" detail="Ada" style=value1 accessory=disclosureIndicator
            row "Email" detail="ada@example.com" style=subtitle
            section "Options"
            row "Sounds" accessory=checkmark
            row "About" accessory=detailDisclosureButton
            appear
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "grouped")
        #expect(svg.contains(">ACCOUNT</text>") && svg.contains(">Signed in as Ada</text>"))
        let image = try #require(Support.render(svg))
        let row = try #require(simulator.parts(ofRow: IndexPath(row: 0, section: 1)))
        expectPixel(
            image, screenX: row.cell.minX / 2, y: row.cell.midY, is: PictureStyle.groupedBackground, "the margin beside a section"
        )
        expectPixel(image, screenX: row.cell.midX, y: row.cell.minY + 4, is: PictureStyle.background, "the cell")
    }

    @Test func editingWithTheDeleteConfirmation() throws {
        let scenario = """
            table plain
            screen 390x400 safe-area=47,0,34,0
            section
            rows 8 "Item {n}"
            appear
            edit on
            tap 0.1 delete-control
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "editing")
        let image = try #require(Support.render(svg))
        let first = try #require(simulator.parts(ofRow: IndexPath(row: 0, section: 0)))
        let control = try #require(first.editingControl)
        // The minus's disc, above its white bar.
        expectPixel(
            image, screenX: control.minX + control.width / 2 + 4, y: control.midY - 7, is: PictureStyle.red, "the red minus")
        let confirming = try #require(simulator.parts(ofRow: IndexPath(row: 1, section: 0)))
        let button = try #require(confirming.buttons.first)
        expectPixel(image, screenX: button.minX + 4, y: button.minY + 4, is: PictureStyle.red, "the Delete confirmation")
        let grip = try #require(first.reorderControl)
        expectPixel(image, screenX: grip.midX, y: grip.midY, is: PictureStyle.gray, "the reorder grip's middle bar")
        #expect(svg.contains(">Delete</text>"))
    }

    @Test func theGreenPlusOfAnInsertingRow() throws {
        let scenario = """
            table plain
            section
            row "Apple"
            row "Add a fruit" editing-style=insert
            appear
            edit on
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let image = try #require(Support.render(simulator.svgPicture()))
        for (row, color) in [(0, PictureStyle.red), (1, PictureStyle.green)] {
            let control = try #require(simulator.parts(ofRow: IndexPath(row: row, section: 0))?.editingControl)
            // Above the bar across the disc (the plus's upright bar stands at its centre).
            expectPixel(
                image, screenX: control.minX + control.width / 2 + 4 - 4, y: control.midY - 7, is: color, "row \(row)'s control")
        }
    }

    @Test func swipeButtonsWithTheirTitles() throws {
        let scenario = """
            table plain
            section
            row "Apple"
            row "Banana" trailing-actions="Archive,Delete:destructive"
            row "Cherry"
            appear
            swipe left 0.1
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "swipe")
        #expect(svg.contains(">Archive</text>") && svg.contains(">Delete</text>"))
        let image = try #require(Support.render(svg))
        let parts = try #require(simulator.parts(ofRow: IndexPath(row: 1, section: 0)))
        let actions = simulator.tableView.shownActions
        let titles = actions.map { $0.title ?? "" }
        #expect(parts.buttons.count == 2)
        #expect(titles == ["Archive", "Delete"])
        for (button, action) in zip(parts.buttons, actions) {
            let color = action.style == .destructive ? PictureStyle.red : PictureStyle.gray
            expectPixel(image, screenX: button.minX + 4, y: button.minY + 4, is: color, "the \(action.title ?? "") button")
        }
    }

    @Test func keyboardOverTheTable() throws {
        let scenario = """
            table plain keyboard=auto
            section
            rows 6 "Item {n}"
            row "Note" text-field=on
            appear
            tap 0.6 text-field
            keyboard show 336
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "keyboard")
        let image = try #require(Support.render(svg))
        let keyboard = try #require(simulator.keyboardFrame)
        expectPixel(image, screenX: keyboard.minX + 2, y: keyboard.minY + 3, is: PictureStyle.keyboardBackground, "the keyboard")
        // The Q key: the first of the top row, 3 pt in from its slot.
        expectPixel(image, screenX: 10, y: keyboard.minY + 12, is: PictureStyle.key, "the Q key")
        let field = try #require(simulator.parts(ofRow: IndexPath(row: 6, section: 0))?.textField)
        expectPixel(image, screenX: field.minX + 8, y: field.midY, is: PictureStyle.tint, "the focused field's caret")
    }

    @Test func overlayPinnedOverTheTable() throws {
        let scenario = """
            table plain
            section "Messages"
            rows 20 "Message {n}"
            overlay bottom 80
            appear
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "overlay")
        let image = try #require(Support.render(svg))
        let cover = try #require(simulator.coveringRects.first)
        // 94 % of the sheet's gray over the white rows.
        expectPixel(image, screenX: cover.rect.minX + 10, y: cover.rect.minY + 10, is: "#E7E7EB", "the overlay")
    }

    @Test func voiceOverLayerWithTheFocusRingAndTheLegend() throws {
        let simulator = try #require(Support.simulator(after: "voiceover on\nvo next"))
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "voiceover")
        let image = try #require(Support.render(svg))
        let focused = try #require(simulator.voiceOver.focusedElement)
        #expect(focused.id == .row(IndexPath(row: 0, section: 0)))
        expectPixel(
            image, screenX: focused.frame.minX + 2, y: focused.frame.midY, is: PictureStyle.focusRing,
            "the focus ring's left edge")
        expectPixel(
            image, screenX: focused.frame.maxX - 2, y: focused.frame.midY, is: PictureStyle.focusRing,
            "the focus ring's right edge")
        let composition = PictureComposition(simulator: simulator, options: PictureOptions())
        let layer = try #require(composition.accessibility)
        #expect(layer.elements.map(\.id) == simulator.accessibilityElementsOnScreen().map(\.id))
        #expect(image.width == Int(composition.size.width) && image.height == Int(composition.size.height))
        for number in [0, 1, 5] {
            let swatch = layer.legend[number].swatch
            let pixel = image.pixel(
                x: Int(composition.legendOrigin.x + swatch.minX + 3), y: Int(composition.legendOrigin.y + swatch.minY + 3))
            #expect(pixel.isClose(to: PictureStyle.elementColor(number)), "swatch \(number + 1) is \(pixel)")
        }
        // The focused element's swatch is ringed in the legend too.
        let ringed = layer.legend[1].swatch
        let ring = image.pixel(
            x: Int(composition.legendOrigin.x + ringed.minX - 2), y: Int(composition.legendOrigin.y + ringed.midY))
        #expect(ring.isClose(to: PictureStyle.focusRing, tolerance: 40), "the legend's focus mark is \(ring)")
        #expect(svg.contains(">Apple, Red, Button</text>"))
    }

    @Test func accessibilityTextSizeDrawsLargerTextAndTallerRows() throws {
        let simulator = try #require(Support.simulator(after: "appear\nselect 0.4"))
        simulator.setTextSize(.accessibilityExtraExtraExtraLarge)
        let svg = simulator.svgPicture()
        Support.assertGolden(svg, named: "text-size-ax5")
        let body = TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge)
        #expect(body == 53)
        #expect(svg.contains("font-size=\"53\" fill=\"#000000\">Apple</text>"))
        // Banana's value1 detail goes under its title at an accessibility size, leading aligned.
        #expect(svg.contains("font-size=\"53\" fill=\"#6D6D72\">Yellow</text>"))
        let image = try #require(Support.render(svg))
        let selected = try #require(simulator.parts(ofRow: IndexPath(row: 4, section: 0)))
        #expect(selected.cell.height == 85)
        expectPixel(
            image, screenX: 300, y: selected.cell.minY + 70, is: PictureStyle.selectionFill, "the taller selected row's fill")
    }

    @Test func aHeldFingerHighlightsItsRow() throws {
        let simulator = try #require(Support.simulator(after: "appear\ntouch down 0.2\nwait 200ms"))
        #expect(simulator.tableView.highlightedRow == IndexPath(row: 2, section: 0))
        let image = try #require(Support.render(simulator.svgPicture()))
        let row = try #require(simulator.parts(ofRow: IndexPath(row: 2, section: 0)))
        expectPixel(image, screenX: 200, y: row.cell.minY + 4, is: PictureStyle.selectionFill, "the highlighted row's fill")
    }

    @Test func multipleSelectionWhileEditingFillsTheCircleInsteadOfTheRow() throws {
        let scenario = """
            table plain editing-selection=multiple
            section
            rows 5 "Item {n}"
            appear
            edit on
            tap 0.1
            """
        let simulator = try #require(Support.simulator(after: scenario))
        #expect(simulator.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        let image = try #require(Support.render(simulator.svgPicture()))
        let metrics = simulator.metrics
        for (row, circle) in [(1, PictureStyle.tint), (2, PictureStyle.background)] {
            let parts = try #require(simulator.parts(ofRow: IndexPath(row: row, section: 0)))
            let centre = parts.content.minX - metrics.editingControlWidth / 2 + 4
            // Left of the check mark, inside the circle: filled when selected, empty when not.
            expectPixel(image, screenX: centre - 7, y: parts.content.midY, is: circle, "row \(row)'s selection circle")
            expectPixel(image, screenX: 300, y: parts.cell.minY + 4, is: PictureStyle.background, "row \(row)'s cell")
        }
    }

    @Test func aHugeTableDrawsOnlyWhatIsOnScreen() throws {
        let scenario = """
            table plain
            section "Big"
            rows 10000000 "Item {n}"
            appear
            voiceover on
            scroll to 0.5000000 middle
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        let drawnRows = svg.components(separatedBy: "<!-- row ").count - 1
        #expect(drawnRows == simulator.tableView.indexPathsForVisibleRows.count)
        #expect(drawnRows < 25)
        #expect(svg.contains(">Item 5000001</text>"))
        let layer = try #require(PictureComposition(simulator: simulator, options: PictureOptions()).accessibility)
        #expect(layer.elements.count == simulator.accessibilityElementsOnScreen().count)
        #expect(layer.elements.count < 25)
    }

    @Test func theAccessibilityLayerFollowsItsOption() throws {
        let simulator = try #require(Support.simulator(after: "appear"))
        #expect(!simulator.svgPicture().contains("class=\"legend\""))
        let forced = simulator.svgPicture(options: PictureOptions(showsAccessibilityLayer: true))
        #expect(forced.contains("class=\"legend\"") && forced.contains("class=\"accessibility-elements\""))
        // VoiceOver is off: there is no focus to ring.
        #expect(!forced.contains("class=\"voiceover-focus\""))
        simulator.voiceOver.turnOn()
        #expect(simulator.svgPicture().contains("class=\"voiceover-focus\""))
        #expect(!simulator.svgPicture(options: PictureOptions(showsAccessibilityLayer: false)).contains("class=\"legend\""))
    }

    @Test func theSamePictureTwiceIsTheSameBytes() throws {
        let first = try #require(Support.simulator(after: "voiceover on\nvo next\nswipe left 0.3"))
        let second = try #require(Support.simulator(after: "voiceover on\nvo next\nswipe left 0.3"))
        #expect(first.svgPicture() == second.svgPicture())
        #expect(first.svgPicture() == first.svgPicture())
    }

    @Test func aTitleCutByItsLinesEndsInAnEllipsis() throws {
        // The 358 pt between the 16 pt margins hold the first ten words at 17 pt.
        let scenario = """
            table plain
            row "one two three four five six seven eight nine ten eleven twelve" lines=1
            row "one two three four five six seven eight nine ten eleven twelve" lines=2
            appear
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture()
        let texts = svg.components(separatedBy: "</text>").compactMap { $0.split(separator: ">").last.map(String.init) }
        #expect(texts.filter { $0.hasPrefix("one") || $0.hasPrefix("eleven") } == [
            "one two three four five six seven eight nine ten…", "one two three four five six seven eight nine ten", "eleven twelve",
        ])
    }

    @Test func textIsEscapedAndKeptReadable() throws {
        let scenario = """
            table plain
            section "<b>&'quotes\\"</b>"
            row "Tom & Jerry <3"
            row "a\\tb"
            appear
            """
        let simulator = try #require(Support.simulator(after: scenario))
        let svg = simulator.svgPicture(options: PictureOptions(showsAccessibilityLayer: true))
        #expect(svg.contains(">Tom &amp; Jerry &lt;3</text>"))
        #expect(svg.contains(">&lt;b&gt;&amp;&apos;quotes&quot;&lt;/b&gt;</text>"))
        #expect(!svg.contains("<b>"))
        #expect(Support.render(svg) != nil)
    }
}
