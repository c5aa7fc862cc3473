import Foundation
import Testing

/// UITableViewController must declare every method of UIKit's table protocols, or a subclass's
/// `override` of a missing one would not compile and a plain `func` would never be called: the
/// files the CallbackSurfaces plugin wrote are compared (the controller's methods come from the
/// declarations of the protocols it adopts), so a protocol method it left out fails here.
@Test func theTableViewControllerDeclaresEveryProtocolMethod() throws {
    func signatures(in file: String, after marker: String) throws -> Set<String> {
        let text = GeneratedSources.file(file, of: "TableSimUIKit")
        let body = Array(text.components(separatedBy: marker).dropFirst().joined())
        var found: Set<String> = []
        var index = 0
        // Each `func name(…)`, its parentheses balanced, whitespace collapsed.
        while index + 5 < body.count {
            guard String(body[index..<index + 5]) == "func " else {
                index += 1
                continue
            }
            var end = index + 5
            var depth = 0
            while end < body.count {
                if body[end] == "(" { depth += 1 }
                if body[end] == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                end += 1
            }
            let signature = String(body[(index + 5)...min(end, body.count - 1)])
            found.insert(signature.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")"))
            index = end
        }
        return found
    }
    let protocols = try ["GeneratedUITableViewDataSource.swift", "GeneratedUITableViewDelegate.swift", "GeneratedUIScrollViewDelegate.swift"]
        .reduce(into: Set<String>()) { $0.formUnion(try signatures(in: $1, after: "public protocol")) }
    let controller = try signatures(in: "GeneratedUITableViewController.swift", after: "// MARK: UITableViewDataSource")
    #expect(protocols.count >= 52)
    #expect(protocols.subtracting(controller) == [])
}

