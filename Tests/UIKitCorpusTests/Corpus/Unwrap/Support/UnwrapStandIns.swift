// Not upstream code: stand-ins for the Unwrap names the challenges screen uses. Upstream's User
// (Unwrap/User/User.swift) imports Sourceful and persists to disk; Unwrap.scaledBaseFont
// (Unwrap/Unwrap.swift) sits beside values loaded from the app's JSON content.
import TableSimUIKit

/// The app's user, reduced to the daily challenge history the challenges screen shows.
final class User {
    /// The signed-in user; tests replace it to start from a known history.
    static var current = User()

    /// Past challenge results, most recent first.
    var dailyChallenges: [ChallengeResult]

    /// How many times the screen asked to persist the user.
    private(set) var saveCount = 0

    /// Creates a user with this challenge history.
    init(dailyChallenges: [ChallengeResult] = []) {
        self.dailyChallenges = dailyChallenges
    }

    /// Whether the most recent result is from today, as upstream decides.
    var hasCompletedTodaysChallenge: Bool {
        guard let mostRecent = dailyChallenges.first else { return false }
        return Calendar.current.isDate(mostRecent.date, inSameDayAs: Date())
    }

    /// Records a save; upstream writes the user to disk.
    func save() {
        saveCount += 1
    }
}

/// The app's shared constants, reduced to the font the challenge cells use.
enum Unwrap {
    /// The body font; upstream also scales it for Dynamic Type.
    static var scaledBaseFont: UIFont {
        UIFont.systemFont(ofSize: 17)
    }
}

/// The Type Checker activity, reduced to its question and answers. Upstream's (TypeCheckerPractice.swift)
/// draws random values, conforms to PracticeActivity and instantiates its storyboard controller.
struct TypeCheckerPractice {
    /// The question the screen asks.
    var question: String
    /// The lines of code to choose from.
    var answers: [Answer]
}

extension String {
    /// The code as plain attributed text; upstream colours it with the Sourceful package.
    func syntaxHighlighted() -> NSAttributedString {
        NSAttributedString(string: self)
    }
}

extension Unwrap {
    /// The font code is shown in; upstream scales Menlo for Dynamic Type.
    static var codeFont: UIFont {
        UIFont.systemFont(ofSize: 17)
    }
}

extension UIColor {
    /// The app's named colours; upstream loads them from its asset catalog, which is not redistributable.
    convenience init(bundleName: String) {
        switch bundleName {
        case "ReviewCorrect": self.init(red: 0, green: 0.6, blue: 0, alpha: 1)
        default: self.init(red: 0.8, green: 0, blue: 0, alpha: 1)
        }
    }
}
