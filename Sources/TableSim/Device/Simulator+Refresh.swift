// MARK: Pull to refresh

extension Simulator {
    /// A pull to refresh: the finger comes down a third of the way down the table's visible part and
    /// moves `distance` points down over `duration` milliseconds, a move per frame, then lifts. At the
    /// top, the rubber band lets the content follow at a fraction of the finger; past the refresh
    /// control's trigger distance it begins refreshing while the finger is still down (see
    /// ``TableView/refreshControl``). The content settles on the virtual clock.
    public func pullToRefresh(distance: Double = 400, duration: Int = 480) throws(SimulationError) {
        guard tableView.hasLoadedData else { throw .notAppeared }
        let safe = tableView.safeAreaInsets
        let start = Point(x: screen.size.width / 2, y: safe.top + (screen.size.height - safe.top - safe.bottom) / 3)
        try flick(from: start, distance: distance, duration: duration)
    }
}
