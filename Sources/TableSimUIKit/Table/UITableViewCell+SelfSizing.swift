
extension UITableViewCell {
    /// The height the cell's content needs at a width, or nil when it does not size itself.
    func contentFittingHeight(forWidth width: Double) -> Double? { nil }
}

