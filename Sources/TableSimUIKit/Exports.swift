// App code written for UIKit uses Foundation through UIKit's own import of it, and IndexPath's
// `row`, `section` and `item`.
@_exported import Foundation
@_exported import TableSimIndexPath
