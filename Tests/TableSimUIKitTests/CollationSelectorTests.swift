import Foundation
import TableSimUIKit
import Testing

/// A contact as index screens model one: the name UIKit's selector reads is a stored property.
private final class Contact {
    let name: String
    let nickname: String?
    var initials: String { String(name.prefix(1)) }

    init(name: String, nickname: String? = nil) {
        self.name = name
        self.nickname = nickname
    }
}

/// An NSObject subclass, as Objective-C-era models are.
private final class Colleague: NSObject {
    let team: String
    init(team: String) { self.team = team }
}

/// A subclass whose collation string is a stored property of its superclass.
private class Person { let surname: String; init(surname: String) { self.surname = surname } }
private final class Employee: Person { let badge = 7 }

/// UIKit's `Selector`-taking collation methods, as Swift apps call them with `Selector("name")`.
@Suite @MainActor struct CollationSelectorTests {
    let collation = UILocalizedIndexedCollation.current()

    @Test func aSelectorNamingAStoredPropertyFilesTheObjectUnderItsFirstLetter() {
        #expect(collation.section(for: Contact(name: "Zoë"), collationStringSelector: Selector("name")) == 25)
        #expect(collation.section(for: Contact(name: "éclair"), collationStringSelector: "name") == 4)
        #expect(collation.section(for: Colleague(team: "Mobile"), collationStringSelector: Selector("team")) == 12)
        #expect(collation.section(for: Employee(surname: "Quinn"), collationStringSelector: Selector("surname")) == 16)
    }

    @Test func selfNamesTheStringItself() {
        #expect(collation.section(for: "Kiwi", collationStringSelector: Selector(("self"))) == 10)
        #expect(collation.section(for: "42", collationStringSelector: Selector(("self"))) == 26)
    }

    @Test func anOptionalStringIsReadWhenItHoldsText() {
        #expect(collation.section(for: Contact(name: "A", nickname: "Bear"), collationStringSelector: "nickname") == 1)
        #expect(collation.section(for: Contact(name: "A"), collationStringSelector: "nickname") == 26)
    }

    @Test func aNameNoStoredStringAnswersFilesUnderTheLastSection() {
        // A computed property, an unknown name, a non-string property and `self` on a non-string.
        #expect(collation.section(for: Contact(name: "Bob"), collationStringSelector: "initials") == 26)
        #expect(collation.section(for: Contact(name: "Bob"), collationStringSelector: "title") == 26)
        #expect(collation.section(for: Employee(surname: "Quinn"), collationStringSelector: "badge") == 26)
        #expect(collation.section(for: Contact(name: "Bob"), collationStringSelector: "self") == 26)
        #expect(collation.sectionTitles[26] == "#")
    }

    @Test func sortingKeepsEqualStringsInOrderAndPutsObjectsWithoutAStringLast() {
        let contacts: [Any] = [
            Contact(name: "Mia"), "not a contact", Contact(name: "Ada"), Contact(name: "Mia", nickname: "second"),
            Contact(name: "Bo"),
        ]
        let sorted = collation.sortedArray(from: contacts, collationStringSelector: Selector("name"))
        #expect(sorted.map { ($0 as? Contact).map { "\($0.name) \($0.nickname ?? "-")" } ?? "\($0)" } == [
            "Ada -", "Bo -", "Mia -", "Mia second", "not a contact",
        ])
    }

    @Test func sortingStringsBySelf() {
        let sorted = collation.sortedArray(from: ["pear", "Apple", "fig"], collationStringSelector: Selector(("self")))
        #expect(sorted as? [String] == ["Apple", "fig", "pear"])
    }
}
