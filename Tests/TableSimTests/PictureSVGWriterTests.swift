import Testing

@testable import TableSim

/// The SVG writer's formatting: what makes pictures byte-identical and safe to open.
@Suite struct PictureSVGWriterTests {
    @Test func numbersHaveAtMostTwoDecimalsAndNoExponent() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.001, "0"), (12, "12"), (12.5, "12.5"), (12.05, "12.05"), (12.25, "12.25"),
            (1.0 / 3, "0.33"), (-0.25, "-0.25"), (-7.999, "-8"), (1e-9, "0"), (844, "844"), (.infinity, "0"), (.nan, "0"),
            // Absurd sizes (an overlay of 1e308 points) are drawn a trillion points long, never trap.
            (1e308, "1000000000000"), (-1e300, "-1000000000000"), (9.3e16, "1000000000000"),
        ]
        for (value, written) in cases {
            #expect(SVGWriter.number(value) == written, "\(value)")
        }
    }

    @Test func textIsEscapedAndControlsAreShown() {
        #expect(SVGWriter.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(SVGWriter.visible("a\u{1}b\u{202E}c\td") == "a\\u{1}b\\u{202E}c\td")
        #expect(SVGWriter.visible("사과 🍎") == "사과 🍎")
    }

    @Test func aDocumentWrapsTheElementsInOrder() {
        var svg = SVGWriter()
        svg.rect(Rect(x: 1, y: 2, width: 3, height: 4), fill: "#FFFFFF", stroke: "#000000", strokeWidth: 0.5, radius: 2)
        svg.beginGroup(named: "g1")
        svg.text("A & B", x: 10, baseline: 20.125, size: 17, color: "#000000", anchor: .middle, bold: true)
        svg.comment("a -- b")
        svg.endGroup()
        #expect(
            svg.document(width: 100, height: 50.5, title: "T<")
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50.5" viewBox="0 0 100 50.5" font-family="-apple-system, Helvetica, Arial, sans-serif">
                  <title>T&lt;</title>
                  <rect x="1" y="2" width="3" height="4" rx="2" fill="#FFFFFF" stroke="#000000" stroke-width="0.5"/>
                  <g class="g1">
                    <text x="10" y="20.13" font-size="17" fill="#000000" text-anchor="middle" font-weight="600">A &amp; B</text>
                    <!-- a - - b -->
                  </g>
                </svg>

                """)
    }
}
