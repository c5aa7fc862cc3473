// Each UIKit callback TableSim models is declared once, in Sources/Callbacks/<UIKit protocol>.callbacks:
// its UIKit Swift signature, Objective-C selector, owner, UIKit's default, `respondsTo` rule and docs.
// At build time the CallbackSurfaces plugin (Sources/CallbackSurfacesPlugin, running the generator
// Sources/tablesim-callbacks) writes from those files every surface whose shape is mechanical: the
// `CallbackSelector` cases, `CallbackOwner`, the `Callbacks` declarations below and the `declaration`
// switch; the core protocols and their "not implemented" defaults; the UIKit protocols and theirs;
// `UITableViewController`'s `open` methods (into Controllers/UITableViewController.template); the
// bridge's forwarding; the source checker's requirement list. What is not mechanical stays written
// by hand (the bridge's `cellForRowAt`, `moveRowAt` and `scrollViewWillEndDragging`, the scenario's
// declared app, the probes of the tests), and `CallbackAgreementTests` checks every layer against
// the declarations, generated ones included. This file holds the types those declarations are made of.

/// How UIKit finds out whether the app implements a callback (its `respondsToSelector:`).
package enum RespondsRule: Sendable, Equatable {
    /// A required method: UIKit sends it without asking, and a missing one raises.
    case required
    /// UIKit asks before it shows what the method decides (a reorder control, a swipe); a Swift app
    /// answers through `responds(to:)` or, for a `UITableViewController` subclass, its overrides.
    case askedBeforeCalling
    /// Found out on the first call: the protocol's default implementation tells the table, which
    /// neither calls nor traces the method again.
    case foundOnFirstCall
}

/// What a callback's trace line shows after its selector and the arguments other than the table.
package enum TraceShape: Sendable, Equatable {
    /// Nothing more: the app is told something.
    case arguments
    /// ` -> ` and the app's answer.
    case argumentsAndAnswer
    /// ` -> ` and the target offset, only when the delegate moved it (`scrollViewWillEndDragging`).
    case argumentsAndChangedTarget
}

/// One callback's facts that do not depend on its types.
package struct CallbackDeclaration: Sendable {
    package let selector: CallbackSelector
    package let owner: CallbackOwner
    package let responds: RespondsRule
    package let trace: TraceShape

    /// How many arguments its trace line shows: every argument but the table view (or scroll view).
    package var tracedArgumentCount: Int { selector.rawValue.filter { $0 == ":" }.count - 1 }
}

/// A callback's declaration with UIKit's default for it: the answer UIKit uses when the app does not
/// implement the method, computed from what that default depends on (`Input`: nothing for a fixed
/// answer, the row asked about for `willSelectRowAt`).
package struct Callback<Input, Answer>: Sendable {
    package let declaration: CallbackDeclaration
    package let uikitDefault: @Sendable (Input) -> Answer

    init(
        _ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall,
        default uikitDefault: @escaping @Sendable (Input) -> Answer
    ) {
        let trace: TraceShape =
            selector == .scrollViewWillEndDragging ? .argumentsAndChangedTarget
            : Answer.self == Void.self ? .arguments : .argumentsAndAnswer
        declaration = CallbackDeclaration(selector: selector, owner: owner, responds: responds, trace: trace)
        self.uikitDefault = uikitDefault
    }
}

extension Callback {
    /// The callback with its default's input given (the row asked about): a fixed default then.
    package func given(_ input: Input) -> Callback<Void, Answer> where Input: Sendable {
        let uikitDefault = uikitDefault
        return Callback<Void, Answer>(declaration: declaration) { _ in uikitDefault(input) }
    }

    private init(declaration: CallbackDeclaration, uikitDefault: @escaping @Sendable (Input) -> Answer) {
        self.declaration = declaration
        self.uikitDefault = uikitDefault
    }
}

extension Callback where Input == Void {
    init(
        _ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall,
        default answer: @escaping @Sendable @autoclosure () -> Answer
    ) {
        self.init(selector, owner, responds: responds, default: { _ in answer() })
    }
}

extension Callback where Input == Void, Answer == Void {
    /// A method that only tells the app something: without it, UIKit does nothing more.
    init(_ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall) {
        self.init(selector, owner, responds: responds, default: { _ in })
    }
}

extension Callback where Input == Void, Answer == Double? {
    /// What a height method answers when the app does not implement it, since the method must answer
    /// a number: UIKit's default (none: the table's own property applies) stands as `automaticDimension`.
    package var standInAnswer: Double { uikitDefault(()) ?? TableView.automaticDimension }
}

extension CallbackSelector {
    /// The app object the callback goes to.
    package var owner: CallbackOwner { declaration.owner }
}

extension ScrollView {
    /// What a protocol's "not implemented" default does: tells the table the method it called is not
    /// the app's, and answers UIKit's default (which the table applies itself; the answer only
    /// satisfies the method's type).
    package func unimplemented<Answer>(_ callback: Callback<Void, Answer>) -> Answer {
        markUnimplemented()
        return callback.uikitDefault(())
    }

    /// The same for a default that depends on an input (the row asked about, the proposed destination).
    package func unimplemented<Input, Answer>(_ callback: Callback<Input, Answer>, _ input: Input) -> Answer {
        markUnimplemented()
        return callback.uikitDefault(input)
    }

    /// The same for a height method, which must answer a number (see `standInAnswer`).
    package func unimplemented(_ callback: Callback<Void, Double?>) -> Double {
        markUnimplemented()
        return callback.standInAnswer
    }
}
