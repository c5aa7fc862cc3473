import Foundation
import TableSimUIKit

// Stand-ins for what HelpAndFeedbackTableViewController uses from the rest of iMast, written for the
// corpus (none of this is iMast's code). Upstream's names and signatures, the least behaviour the
// screen needs.

/// iMast's generated strings (upstream Sources/iOS/Core/Generated/strings_ios.swift in the
/// iMastiOSCore framework). No strings table ships with the corpus, so each answers with its key, as
/// the generated code's lookup does on a device when a key is missing.
enum L10n {
    enum Localizable {
        static let helpAndFeedback = "helpAndFeedback"
        static let submitFeedbackToGitHubIssues = "submitFeedbackToGitHubIssues"
        enum Help {
            static let title = "help.title"
        }
    }
}

/// iMast's helper for an empty snapshot of a data source's types (upstream
/// Sources/iOS/Core_NonLib/Extensions/UITableViewDiffableDataSource+plainSnapshot.swift).
extension UITableViewDiffableDataSource {
    func plainSnapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        .init()
    }
}

/// How iMast opens a link (upstream Sources/iOS/Core_NonLib/Extensions/UIViewController/UIViewController+openURL.swift).
enum OpenURLRole {
    case links
    case media
}

/// The in-app browser upstream presents for a link (SafariServices' SFSafariViewController).
final class SFSafariViewController: UIViewController {
    let url: URL
    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UIViewController {
    /// Upstream opens a universal link, the system browser or an in-app browser, by the user's
    /// settings; with iMast's defaults (neither universal links nor the system browser) a link opens
    /// in an in-app browser presented over the screen, which is what this does.
    func open(url: URL, role: OpenURLRole, forceDisableUniversalLink: Bool = false) {
        let safariVC = SFSafariViewController(url: url)
        self.present(safariVC, animated: true, completion: nil)
    }
}

// iMast's own extension of UIKit's device (upstream Sources/iOS/Core_NonLib/Extensions/UIDevice+platform.swift),
// reached only by the feedback row, which the tests do not tap (its version string force-casts Info.plist
// keys a test bundle does not have). See MISSING.md.
extension UIDevice {
    /// iMast's model identifier.
    var platform: String { "iPhone" }
}
