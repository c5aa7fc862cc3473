// Foundation's IndexPath with UIKit's `row` and `section`, shared with the UIKit-named module.
@_exported import TableSimIndexPath
