import TableSim

extension Grammar {
    /// The colour options of a row, for the audit's contrast check: the title's and detail's text
    /// colours and the cell's background, each `#RRGGBB`, `#RRGGBBAA` or a system colour's name
    /// (`systemGray`, `secondaryLabel`, `systemBackground`, …, light appearance); and
    /// `elements-hidden`, the cell's `accessibilityElementsHidden`.
    static let colorRowOptions: [OptionDeclaration<RowOptions>] = [
        color("text-color") { $0.textColor = $1 },
        color("detail-color") { $0.detailColor = $1 },
        color("background") { $0.backgroundColor = $1 },
        .bool("elements-hidden") { $0.elementsHidden = $1 },
    ]

    /// A colour option.
    private static func color(
        _ key: String, _ set: @escaping @Sendable (inout RowOptions, RGBAColor) -> Void
    ) -> OptionDeclaration<RowOptions> {
        OptionDeclaration(
            key, write: { writer in writer.pick(["#8E8E93", "systemGray", "#FFFFFF", "#000000CC", "secondaryLabel", "mauve"]) }
        ) { options, value, cursor throws(ScenarioError) in
            guard let color = RGBAColor(parsing: value.text) else {
                let names = RGBAColor.system.compactMap(\.name)
                throw cursor.error(
                    "expected \(key)=#RRGGBB, #RRGGBBAA or a system colour\(Suggestions.didYouMean(value.text, among: names)) "
                        + "such as systemGray or secondaryLabel, found '\(value.text)'",
                    at: value)
            }
            set(&options, color)
        }
    }
}
