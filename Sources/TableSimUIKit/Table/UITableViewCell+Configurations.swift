import TableSim

/// Content and background configurations on a cell, and their updates for the cell's state.
///
/// A ``UIListContentConfiguration`` is shown by the cell's stock labels and image view: the text
/// label takes the text, the detail text label (or, in a default-style cell, which has none, a
/// secondary label made for it) the secondary text, each with its properties' font and number of
/// lines, and the core cell lays them out as the stock style the configuration stands for. So a
/// configured row is measured, read by VoiceOver, audited, shown and drawn exactly as a stock cell
/// with the same texts.
///
/// Updates: the cell updates its configurations when its state changes (highlight, selection,
/// editing, swipe, `isUserInteractionEnabled`, the text size) and once each time the data source
/// hands it out from `cellForRowAt`, before the table displays it. An update runs the automatic
/// updates (`updated(for:)`), then `updateConfiguration(using:)`, then the
/// `configurationUpdateHandler`. These are calls into the app's cell, like `setSelected`, so they
/// are not trace lines.
extension UITableViewCell {
    /// How many `cellForRowAt` calls are running: configuration updates asked for meanwhile wait
    /// until the cell is returned, so preparing a cell updates it once.
    static var preparingCells = 0

    /// Runs the data source's `cellForRowAt` and updates the returned cell's configurations once,
    /// before the table displays it.
    static func prepared(_ makeCell: () -> UITableViewCell) -> UITableViewCell {
        preparingCells += 1
        let cell = makeCell()
        preparingCells -= 1
        cell.configurationUpdateIsNeeded = true
        if preparingCells == 0 { cell.updateConfigurationIfNeeded() }
        return cell
    }

    /// Asks for a configuration update after a change of the cell's state.
    func configurationStateChanged() { setNeedsUpdateConfiguration() }

    /// The label that shows secondary text: the detail text label, or the one a content
    /// configuration made in a default-style cell.
    var secondaryStockLabel: UILabel? { detailTextLabel ?? configurationSecondaryLabel }

    /// Shows the content configuration: a list configuration in the stock labels, another in the
    /// view it makes.
    func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            removeConfigurationContentView()
            if core.configuredLabelLayout != nil { clearStockLabels() }
            return
        }
        if let list = configuration as? UIListContentConfiguration {
            removeConfigurationContentView()
            show(list)
            return
        }
        if core.configuredLabelLayout != nil { clearStockLabels() }
        if let view = configurationContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            removeConfigurationContentView()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationContentView = view
        }
    }

    private func show(_ list: UIListContentConfiguration) {
        if let textLabel { list.textProperties.apply(text: list.text, to: textLabel, followingTextSize: true) }
        let secondary = secondaryStockLabel ?? makeConfigurationSecondaryLabel()
        list.secondaryTextProperties.apply(text: list.secondaryText, to: secondary, followingTextSize: true)
        imageView?.image = list.image
        core.configuredLabelLayout = list.labelLayout
    }

    private func makeConfigurationSecondaryLabel() -> UILabel {
        let label = UILabel()
        label.mirror = core.secondaryLabelForConfiguration()
        configurationSecondaryLabel = label
        return label
    }

    /// Empties the stock labels a list configuration filled, when another configuration or none
    /// replaces it.
    private func clearStockLabels() {
        textLabel?.text = nil
        secondaryStockLabel?.text = nil
        imageView?.image = nil
        core.configuredLabelLayout = nil
    }

    private func removeConfigurationContentView() {
        configurationContentView?.removeFromSuperview()
        configurationContentView = nil
    }
}
