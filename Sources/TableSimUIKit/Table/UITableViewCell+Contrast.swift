import TableSim

extension UIColor {
    /// The colour as the core's contrast audit reads it, or nil for an asset-catalog colour, whose
    /// components TableSim cannot know.
    var auditColor: RGBAColor? {
        if let name, RGBAColor.named(name) == nil { return nil }
        return RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha), name: name)
    }
}

extension UITableViewCell {
    /// The runs of text the cell shows for the audit's contrast check: the stock labels (`title`,
    /// `detail`; a list content configuration's text and secondary text are shown in them), then the
    /// other visible labels with text in the content view, depth first (`content label 1`, …), each
    /// with its `textColor` and the fills behind it: its own `backgroundColor`, its superviews' up to
    /// the content view, then the cell's background (the background configuration's colour, else the
    /// cell's `backgroundColor`, else the stock white). The normal state's colours: a highlighted or
    /// selected row's are not read. A run in an asset-catalog colour is left out.
    func textColorRuns() -> [TextColorRun] {
        let cellFill = backgroundConfiguration?.backgroundColor ?? backgroundColor ?? .systemBackground
        var runs: [TextColorRun] = []
        func add(_ name: String, _ label: UILabel, font: CellFont, fills: [UIColor?]) {
            guard !label.isHidden, let text = label.text, !text.isEmpty, let foreground = label.textColor.auditColor else { return }
            var backgrounds: [RGBAColor] = []
            for fill in fills + [cellFill] {
                guard let fill else { continue }
                guard let color = fill.auditColor else { return }
                backgrounds.append(color)
            }
            runs.append(TextColorRun(
                name: name, text: text, font: font, isBold: label.font.weight.rawValue >= UIFont.Weight.bold.rawValue,
                foreground: foreground, backgrounds: backgrounds))
        }
        if let textLabel { add("title", textLabel, font: textLabel.font.cellFont, fills: [textLabel.backgroundColor, contentView.backgroundColor]) }
        if let detail = secondaryStockLabel { add("detail", detail, font: detail.font.cellFont, fills: [detail.backgroundColor, contentView.backgroundColor]) }
        var count = 0
        func walk(_ view: UIView, fills: [UIColor?]) {
            for subview in view.subviews where !subview.isHidden && subview !== textLabel && subview !== secondaryStockLabel {
                let here = [subview.backgroundColor] + fills
                if let label = subview as? UILabel, !(label.text ?? "").isEmpty {
                    count += 1
                    let font = label.adjustsFontForContentSizeCategory ? label.font.cellFont : .fixed(Double(label.font.pointSize))
                    add("content label \(count)", label, font: font, fills: here)
                }
                walk(subview, fills: here)
            }
        }
        walk(contentView, fills: [contentView.backgroundColor])
        return runs
    }
}
