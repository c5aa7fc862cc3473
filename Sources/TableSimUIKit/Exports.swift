// App code written for UIKit uses Foundation through UIKit's own import of it.
@_exported import Foundation
