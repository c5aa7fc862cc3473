import TableSim

/// A field of editable text (UIKit's `UITextField`), which can become first responder and so
/// raise the simulator's keyboard.
///
/// `becomeFirstResponder()` asks the delegate, then the field takes the focus and the keyboard
/// rises (336 points, an iPhone 14's keyboard with its predictive bar, unless it is up already):
/// a field in a visible row's cell focuses that row, as a tap in a row's text field does, so a
/// table view controller scrolls it clear of the keyboard. It is refused while the field is
/// disabled, and while no simulator shows the controller it is in (UIKit's "not in a window").
/// The delegate's calls are app callbacks, each a line of the trace when the field is shown.
open class UITextField: UIView {
    /// How the field draws its border.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// `none` draws no border; `line` a thin rectangle; `bezel` a sunken, shadowed frame; `roundedRect`
        /// the familiar rounded box. TableSim stores the style; it draws no text field.
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// `never` hides the overlay; `whileEditing` shows it only while the field has the focus;
        /// `unlessEditing` only while it does not; `always` at all times. Stored only: TableSim draws no
        /// overlay.
        case never, whileEditing, unlessEditing, always
    }

    /// The keyboard height the simulator raises when a field becomes first responder with the
    /// keyboard down (TableSim's choice: an iPhone 14's keyboard with its predictive bar).
    public static let keyboardHeight = 336.0

    /// The text, or nil.
    open var text: String?
    /// The text shown while the field is empty, or nil.
    open var placeholder: String?
    /// Whether the field takes the focus; a disabled field refuses `becomeFirstResponder()`.
    open var isEnabled = true
    /// The object told of editing, and asked whether it may begin and end (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?
    /// The text's colour, or nil for the default.
    open var textColor: UIColor?
    /// The text's font, or nil for the default (stored: the field's text is not measured or drawn).
    open var font: UIFont?
    /// How the field draws its border.
    open var borderStyle = BorderStyle.none
    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// The kind of keyboard the field asks for.
    open var keyboardType = UIKeyboardType.default
    /// The title of the keyboard's return key.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the text is hidden as typed (a password).
    open var isSecureTextEntry = false
    /// When the keyboard capitalizes.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType = UITextAutocorrectionType.default

    /// Whether the field is the first responder.
    private var editing = false
    /// Set by a delegate method's default implementation: the delegate does not implement it.
    private var delegateMethodUnimplemented = false

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { editing }
    /// Whether the field is the first responder.
    open override var isFirstResponder: Bool { editing }
    /// Whether the field can become first responder: while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The field first responder in the app, if any.
    fileprivate static weak var current: UITextField?

    /// Asks to become first responder: refused (false) while disabled, off screen, or when the
    /// delegate's `textFieldShouldBeginEditing(_:)` says no, or the field that has the focus
    /// will not give it up; otherwise the field begins editing and the keyboard rises.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if editing { return true }
        guard canBecomeFirstResponder, let place = ControllerWindow.place(of: self) else { return false }
        guard askDelegate("textFieldShouldBeginEditing(_:)", default: true, { $0.textFieldShouldBeginEditing(self) }) else {
            return false
        }
        if let other = UITextField.current, other !== self {
            guard other.endEditing(handingOver: true) else { return false }
        }
        editing = true
        UITextField.current = self
        tellDelegate("textFieldDidBeginEditing(_:)") { $0.textFieldDidBeginEditing(self) }
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        place.window.textFieldBecameFirstResponder(inRow: place.row, keyboardHeight: UITextField.keyboardHeight)
        return true
    }

    /// Asks to give up first responder: refused (false) when the delegate's
    /// `textFieldShouldEndEditing(_:)` says no; otherwise editing ends and the keyboard goes down.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return true }
        return endEditing(handingOver: false)
    }

    /// Ends editing if the delegate allows (a forced end does not ask); the keyboard goes down
    /// unless another field takes over.
    fileprivate func endEditing(handingOver: Bool, forced: Bool = false) -> Bool {
        guard forced || askDelegate("textFieldShouldEndEditing(_:)", default: true, { $0.textFieldShouldEndEditing(self) })
        else {
            return false
        }
        editing = false
        if UITextField.current === self { UITextField.current = nil }
        // UIKit calls the variant with a reason when the delegate has it, else the plain one.
        var toldWithReason = false
        tellDelegate("textFieldDidEndEditing(_:reason:)") {
            $0.textFieldDidEndEditing(self, reason: .committed)
            toldWithReason = !delegateMethodUnimplemented
        }
        if !toldWithReason { tellDelegate("textFieldDidEndEditing(_:)") { $0.textFieldDidEndEditing(self) } }
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        if !handingOver { ControllerWindow.place(of: self)?.window.firstResponderResigned() }
        return true
    }

    /// The user taps the keyboard's return key (TableSim's addition, for tests): the delegate's
    /// `textFieldShouldReturn(_:)` is asked, and its answer returned; nothing happens unless the
    /// field is first responder.
    @discardableResult
    public func returnKeyTapped() -> Bool {
        guard editing else { return false }
        return askDelegate("textFieldShouldReturn(_:)", default: true) { $0.textFieldShouldReturn(self) }
    }

    /// Whether the field is in a view: among its superviews, or, in a shown row's cell (whose
    /// content view has no superview here), the table's and theirs.
    fileprivate func isInside(_ view: UIView) -> Bool {
        var current: UIView? = self
        var reachedTable = false
        while let next = current {
            if next === view { return true }
            current = next.superview
            if current == nil, !reachedTable, let place = ControllerWindow.place(of: self), place.row != nil {
                reachedTable = true
                current = place.window.tableView
            }
        }
        return false
    }

    /// The user types text at the end of the field (UIKit's `UIKeyInput.insertText(_:)`): the
    /// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse it; the
    /// text changes and `textDidChangeNotification` is posted. Nothing happens unless the field is
    /// first responder, as only it receives the keyboard's keys.
    open func insertText(_ text: String) {
        replaceCharacters(at: (self.text ?? "").utf16.count, length: 0, with: text)
    }

    /// The user taps the delete key (UIKit's `UIKeyInput.deleteBackward()`): the last character
    /// goes, if the delegate agrees.
    open func deleteBackward() {
        let current = self.text ?? ""
        guard let last = current.last else { return }
        let length = String(last).utf16.count
        replaceCharacters(at: current.utf16.count - length, length: length, with: "")
    }

    /// Whether the field has text (UIKit's `UIKeyInput.hasText`).
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Replaces a UTF-16 range of the text, as the keyboard does, asking the delegate first.
    private func replaceCharacters(at location: Int, length: Int, with replacement: String) {
        guard editing else { return }
        let range = NSRange(location: location, length: length)
        let allowed = askDelegate(
            "textField(_:shouldChangeCharactersIn:replacementString:)", [RangeArgument(range: range), replacement],
            default: true
        ) {
            $0.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        }
        guard allowed else { return }
        let current = self.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return }
        text = current.replacingCharacters(in: swiftRange, with: replacement)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Posted when a field begins editing; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field's text changes by typing; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field ends editing; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable, CaseIterable {
        /// Editing ended the ordinary way, as when the field resigned first responder (the only reason
        /// UIKit gives on iOS).
        case committed
    }

    /// Records that the delegate does not implement the method running (its default ran).
    public func markDelegateMethodUnimplemented() { delegateMethodUnimplemented = true }

    /// Asks the delegate for an answer as an app callback; an unimplemented method answers `defaultValue`.
    private func askDelegate(
        _ selector: String, _ arguments: [any TraceFormattable] = [], default defaultValue: Bool,
        _ call: (any UITextFieldDelegate) -> Bool
    ) -> Bool {
        guard let delegate else { return defaultValue }
        // The flag is saved around the call: the delegate's code may make the field call it again.
        func run() -> Bool? {
            let saved = delegateMethodUnimplemented
            delegateMethodUnimplemented = false
            let answer = call(delegate)
            let unimplemented = delegateMethodUnimplemented
            delegateMethodUnimplemented = saved
            return unimplemented ? nil : answer
        }
        guard let table = ControllerWindow.place(of: self)?.window.table else { return run() ?? defaultValue }
        return table.performAppCallback(selector, arguments, default: defaultValue, run)
    }

    /// Tells the delegate of a change as an app callback; an unimplemented method leaves no line.
    private func tellDelegate(_ selector: String, _ call: (any UITextFieldDelegate) -> Void) {
        guard let delegate else { return }
        func run() -> Bool {
            let saved = delegateMethodUnimplemented
            delegateMethodUnimplemented = false
            call(delegate)
            let unimplemented = delegateMethodUnimplemented
            delegateMethodUnimplemented = saved
            return !unimplemented
        }
        guard let table = ControllerWindow.place(of: self)?.window.table else {
            _ = run()
            return
        }
        table.performOptionalAppCallback(selector, [], run)
    }
}

/// The object a text field tells of editing and asks whether editing may begin, end or return
/// (UIKit's `UITextFieldDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asks whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells that editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells that editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Tells that editing ended, and why; called in place of `textFieldDidEndEditing(_:)` when implemented.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asks whether typing may replace a range of the text (UTF-16 offsets) with a string.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Asks whether the return key does its default action.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// The defaults UIKit assumes for a method the delegate does not implement; each marks itself
/// unimplemented, so that its call leaves no line in the trace.
extension UITextFieldDelegate {
    /// Editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        textField.markDelegateMethodUnimplemented()
        return true
    }
    /// Nothing to do.
    public func textFieldDidBeginEditing(_ textField: UITextField) { textField.markDelegateMethodUnimplemented() }
    /// Editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        textField.markDelegateMethodUnimplemented()
        return true
    }
    /// Nothing to do.
    public func textFieldDidEndEditing(_ textField: UITextField) { textField.markDelegateMethodUnimplemented() }
    /// Nothing to do: UIKit calls `textFieldDidEndEditing(_:)` instead.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textField.markDelegateMethodUnimplemented()
    }
    /// Typing may change the text.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        textField.markDelegateMethodUnimplemented()
        return true
    }
    /// The return key does its default action.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.markDelegateMethodUnimplemented()
        return true
    }
}

/// The kinds of keyboard a text field asks for (UIKit's `UIKeyboardType`); TableSim's keyboard
/// has one height whatever the kind.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The layouts UIKit offers: `default` for the current input language; `asciiCapable` limited to
    /// ASCII letters; `numbersAndPunctuation` opening on digits and symbols; `URL` with `.`, `/` and `.com`;
    /// `numberPad` digits only; `phonePad` digits with `*`, `#` and `+`; `namePhonePad` letters and a
    /// phone pad for a name or number; `emailAddress` with `@` and `.`; `decimalPad` digits and a decimal
    /// point; `twitter` with `@` and `#`; `webSearch` with a Go key for a search field;
    /// `asciiCapableNumberPad` ASCII digits only. Stored only: TableSim raises the same keyboard for all.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The titles of the keyboard's return key (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// The return key's title: `default` shows Return; the others show Go, Google, Join, Next, Route,
    /// Search, Send, Yahoo, Done, Emergency Call and Continue. Stored only: `returnKeyTapped()` asks
    /// the delegate's `textFieldShouldReturn(_:)` whatever the title.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard capitalizes (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// `none` never capitalizes; `words` capitalizes each word's first letter; `sentences` each
    /// sentence's first letter (UIKit's default for a field); `allCharacters` every letter. Stored only:
    /// TableSim has no typing to capitalize.
    case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// `default` lets the system decide; `no` turns correction off; `yes` turns it on. Stored only.
    case `default`, no, yes
}

extension UITableViewCell {
    /// The first text field in the cell's content, depth first, or nil: a cell with one has a text
    /// field region that `focus` and taps reach.
    var firstTextField: UITextField? {
        var stack: [UIView] = subviews.reversed() + [contentView]
        while let view = stack.popLast() {
            if let field = view as? UITextField { return field }
            stack += view.subviews.reversed()
        }
        return nil
    }
}

extension UIView {
    /// Makes the text field being edited in this view (or the view itself) resign first
    /// responder, as keyboard-dismissing code does; with `force` its delegate is not asked.
    /// Returns whether no field in the view is left editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let field = UITextField.current, field.isInside(self) else { return true }
        return field.endEditing(handingOver: false, forced: force)
    }
}

/// A range as a trace prints it: `{location, length}`, as Foundation describes one.
private struct RangeArgument: TraceFormattable {
    let range: NSRange
    var traceDescription: String { "{\(range.location), \(range.length)}" }
}
