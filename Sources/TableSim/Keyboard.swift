/// A keyboard notification as an observer receives it, with UIKit's `userInfo` values.
public struct KeyboardNotification: Hashable, Sendable, CustomStringConvertible {
    /// The notifications the keyboard posts, by UIKit's names.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// Posted before the keyboard appears, or before a shown keyboard changes its frame.
        case willShow = "UIKeyboardWillShowNotification"
        /// Posted once the keyboard finished appearing.
        case didShow = "UIKeyboardDidShowNotification"
        /// Posted before the keyboard goes away.
        case willHide = "UIKeyboardWillHideNotification"
        /// Posted once the keyboard is gone.
        case didHide = "UIKeyboardDidHideNotification"
    }

    /// The keyboard's animation duration in seconds (`UIKeyboardAnimationDurationUserInfoKey`).
    public static let animationDuration = 0.25
    /// The keyboard's animation curve (`UIKeyboardAnimationCurveUserInfoKey`): 7, an undocumented curve.
    public static let animationCurve = 7

    /// Which notification it is.
    public var name: Name
    /// The keyboard's frame before the change, in screen coordinates (`UIKeyboardFrameBeginUserInfoKey`).
    public var frameBegin: Rect
    /// The keyboard's frame after the change, in screen coordinates (`UIKeyboardFrameEndUserInfoKey`).
    public var frameEnd: Rect
    /// The animation's duration in seconds.
    public var animationDuration = KeyboardNotification.animationDuration
    /// The animation's curve.
    public var animationCurve = KeyboardNotification.animationCurve

    /// Creates a notification.
    public init(name: Name, frameBegin: Rect, frameEnd: Rect) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
    }

    /// The trace line: `UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end=… duration=0.25 curve=7`.
    public var description: String {
        "\(name.rawValue) begin=\(frameBegin) end=\(frameEnd) duration=\(formatNumber(animationDuration)) "
            + "curve=\(animationCurve)"
    }
}

/// App code that observes the keyboard notifications (a view controller's `NotificationCenter` observer).
///
/// Every method is optional; an observer registered with ``Simulator/addKeyboardObserver(_:)``
/// hears all four notifications, and each one it hears is a line of the trace.
public protocol KeyboardObserving: AnyObject {
    /// Handles `UIKeyboardWillShowNotification` (also posted when a shown keyboard changes its frame).
    func keyboardWillShow(_ notification: KeyboardNotification)
    /// Handles `UIKeyboardDidShowNotification`.
    func keyboardDidShow(_ notification: KeyboardNotification)
    /// Handles `UIKeyboardWillHideNotification`.
    func keyboardWillHide(_ notification: KeyboardNotification)
    /// Handles `UIKeyboardDidHideNotification`.
    func keyboardDidHide(_ notification: KeyboardNotification)
}

/// Observers hear only the notifications they implement.
extension KeyboardObserving {
    /// Does nothing.
    public func keyboardWillShow(_ notification: KeyboardNotification) {}
    /// Does nothing.
    public func keyboardDidShow(_ notification: KeyboardNotification) {}
    /// Does nothing.
    public func keyboardWillHide(_ notification: KeyboardNotification) {}
    /// Does nothing.
    public func keyboardDidHide(_ notification: KeyboardNotification) {}
}

/// What the controller around the table does by itself when the keyboard comes and goes.
public enum KeyboardAvoidance: String, Hashable, Sendable, CaseIterable {
    /// A `UITableViewController`: it insets the table by the keyboard and scrolls the first
    /// responder's row into view, and undoes the inset when the keyboard hides.
    case tableViewController
    /// Nothing built in; app code may observe the notifications.
    case none
}

extension TableView {
    /// The height of the table's safe area that a keyboard frame (screen coordinates) covers: the
    /// bottom inset that keeps every row reachable above the keyboard.
    ///
    /// The safe area's own bottom (the home indicator) is already in the adjusted inset, so it is
    /// not counted twice.
    public func keyboardOverlap(_ keyboardFrame: Rect) -> Double {
        let covered = min(frame.maxY, keyboardFrame.maxY) - max(frame.minY, keyboardFrame.minY)
        guard covered > 0, keyboardFrame.width > 0 else { return 0 }
        return max(0, covered - safeAreaInsets.bottom)
    }
}
