// Foundation's IndexPath with UIKit's `row` and `section`, shared with the UIKit-named module.
@_exported import TableSimIndexPath
// Geometry and numbers (points and rects, heights, scroll physics, the clock, text sizes), the layer
// under the table: `import TableSim` brings them too.
@_exported import TableSimGeometry
