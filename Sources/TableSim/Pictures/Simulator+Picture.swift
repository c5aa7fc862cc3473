/// What a picture of the screen shows besides the screen.
public struct PictureOptions: Hashable, Sendable {
    /// Whether to draw the accessibility layer (each element outlined, the legend, the focus ring):
    /// true or false, or nil for "while VoiceOver is on".
    public var showsAccessibilityLayer: Bool?

    /// Options with the accessibility layer on, off, or (nil, the default) shown while VoiceOver is on.
    public init(showsAccessibilityLayer: Bool? = nil) {
        self.showsAccessibilityLayer = showsAccessibilityLayer
    }
}

/// Where the parts of a picture are: the device with the screen inside its bezel, and the legend
/// beside it when the accessibility layer is drawn.
struct PictureComposition {
    /// The whole picture's size.
    var size: Size
    /// Where the screen's top-left corner is in the picture.
    var screenOrigin: Point
    /// The accessibility layer, when drawn.
    var accessibility: AccessibilityLayer?
    /// Where the legend's top-left corner is in the picture.
    var legendOrigin: Point

    init(simulator: Simulator, options: PictureOptions) {
        let screen = simulator.screen.size
        let bezel = PictureStyle.bezel
        screenOrigin = Point(x: bezel, y: bezel)
        let device = Size(width: screen.width + 2 * bezel, height: screen.height + 2 * bezel)
        legendOrigin = Point(x: device.width + PictureStyle.legendGap, y: bezel)
        if options.showsAccessibilityLayer ?? simulator.voiceOver.isRunning {
            let layer = AccessibilityLayer(
                // VoiceOver's cursor on an open menu's line is drawn with the menu, not on the row behind it.
                elements: simulator.accessibilityElementsOnScreen(),
                focus: simulator.voiceOverMenuLine == nil ? simulator.voiceOver.focus : nil,
                screen: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            accessibility = layer
            size = Size(
                width: legendOrigin.x + PictureStyle.legendWidth + bezel,
                height: max(device.height, legendOrigin.y + layer.legendHeight + bezel))
        } else {
            size = device
        }
    }
}

extension Simulator {
    /// Draws the screen as SVG: the device's frame, the table as it is now (rows with their text,
    /// accessories and controls, headers, the index, the keyboard, overlays, swipe buttons), and,
    /// with the accessibility layer, VoiceOver's elements outlined with a legend and the focus ring.
    ///
    /// The same state gives the same bytes; text is drawn at the table's current text size in a
    /// generic font stack. Before the table appears the screen is empty.
    public func svgPicture(options: PictureOptions = PictureOptions()) -> String {
        let composition = PictureComposition(simulator: self, options: options)
        let screenSize = screen.size
        let screenRect = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        let hasHomeIndicator = tableView.safeAreaInsets.bottom > 0
        var svg = SVGWriter()
        // An opaque page, so the legend reads the same in a viewer with a dark background.
        svg.rect(Rect(x: 0, y: 0, width: composition.size.width, height: composition.size.height), fill: PictureStyle.background)
        let device = Rect(
            x: 0, y: 0, width: screenSize.width + 2 * PictureStyle.bezel, height: screenSize.height + 2 * PictureStyle.bezel)
        svg.rect(
            device, fill: PictureStyle.bezelColor,
            radius: PictureStyle.screenCornerRadius(hasHomeIndicator: hasHomeIndicator) + PictureStyle.bezel)
        let origin = composition.screenOrigin
        svg.beginGroup(
            named: "screen", attributes: [("transform", "translate(\(SVGWriter.number(origin.x)),\(SVGWriter.number(origin.y)))")]
        )
        svg.beginClippedGroup(
            id: "screen-clip", clip: screenRect, radius: PictureStyle.screenCornerRadius(hasHomeIndicator: hasHomeIndicator))
        // Increase Contrast: the screen's system colours in their high-contrast variants (not the legend's).
        if tableView.displaySettings.increaseContrast { svg.colourVariants = PictureStyle.highContrastVariants }
        if hasAppeared {
            ScreenPicture(simulator: self, layout: layout, fonts: pictureFonts).draw(into: &svg)
        } else {
            svg.rect(screenRect, fill: PictureStyle.background)
        }
        composition.accessibility?.drawOverlay(into: &svg)
        if hasAppeared {
            KeyboardFocusPicture(frame: keyboardFocusFrame).draw(into: &svg)
            VoiceControlPicture(badges: voiceControl.badges, screenWidth: screenSize.width).draw(into: &svg)
            switchControlPicture().draw(into: &svg)
            contextMenuPicture()?.draw(into: &svg)
            switchControlMenuPicture()?.draw(into: &svg)
            dragPicture()?.draw(into: &svg)
        }
        svg.colourVariants = [:]
        svg.endGroup()
        svg.endGroup()
        composition.accessibility?.drawLegend(at: composition.legendOrigin, into: &svg)
        let title =
            "TableSim: \(tableView.style.rawValue) table on a \(formatNumber(screenSize.width))×\(formatNumber(screenSize.height)) screen"
        return svg.document(width: composition.size.width, height: composition.size.height, title: title)
    }

    /// The point sizes the table's own text is drawn at now.
    var pictureFonts: PictureFonts { PictureFonts(category: tableView.contentSizeCategory) }
}
