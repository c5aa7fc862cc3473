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
