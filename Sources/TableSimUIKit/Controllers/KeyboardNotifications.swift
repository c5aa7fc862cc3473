import TableSim

/// UIKit's keyboard notifications and their `userInfo` keys, under UIKit's names.
///
/// The simulator's keyboard posts them on `NotificationCenter.default` with `object` nil, in UIKit's
/// order: `WillChangeFrame`, then `WillShow` (or `WillHide`), then `DidChangeFrame`, then `DidShow`
/// (or `DidHide`). Observe them with closures (`addObserver(forName:object:queue:using:)`, queue nil);
/// `#selector` observers do not compile on Linux. The trace prints the `Will/DidShow` and
/// `Will/DidHide` lines (the core's), always, as Swift cannot tell whether anyone observes; the
/// `ChangeFrame` notifications are posted but not traced.
extension UIResponder {
    /// Posted before the keyboard appears, or changes its frame while shown.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared, or changed its frame while shown.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes down.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went down.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame, before the show or hide notification.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame, before the show or hide notification.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The key of the keyboard's frame before the change, in screen coordinates: an `NSValue`
    /// holding a `CGRect` (read it `as? NSValue` then `.cgRectValue`, or `as? CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The key of the keyboard's frame after the change, in screen coordinates: an `NSValue`
    /// holding a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the animation's duration in seconds: an `NSNumber` holding a `Double` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The key of the animation's curve: an `NSNumber` holding a `UInt` (7, an undocumented curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The key of whether the keyboard belongs to this app: an `NSNumber` holding a `Bool` (true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's rectangle additions to Foundation's `NSValue`, the box a keyboard notification's frames
/// come in.
extension NSValue {
    /// Creates a value holding a rectangle (UIKit's addition to `NSValue`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The rectangle the value holds (UIKit's addition to `NSValue`).
    public var cgRectValue: CGRect { rectValue }
}

#if !canImport(ObjectiveC)
/// On Darwin a `CGRect` in a dictionary of `Any` and an `NSValue` holding one convert into each
/// other with `as?`; swift-corelibs-foundation does not bridge them, so keyboard code reading
/// `userInfo[key] as? CGRect` would silently get nil. This restores Darwin's behaviour.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The rectangle in an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    /// The rectangle an `NSValue` holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    /// The rectangle an `NSValue` holds, if it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType) else {
            result = nil
            return false
        }
        result = source.rectValue
        return true
    }

    /// The rectangle an `NSValue` holds, or `.zero` for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }
}
#endif

/// A core keyboard notification as UIKit posts it: its `ChangeFrame` companion and itself.
enum KeyboardNotificationPoster {
    /// Posts the notifications UIKit posts for a core one, in UIKit's order.
    static func post(_ notification: KeyboardNotification) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: CGRect(keyboardFrame: notification.frameBegin)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(keyboardFrame: notification.frameEnd)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: notification.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UInt(notification.animationCurve)),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let names: [Notification.Name]
        switch notification.name {
        case .willShow: names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification]
        case .didShow: names = [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification]
        case .willHide: names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification]
        case .didHide: names = [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification]
        }
        for name in names {
            NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
        }
    }
}

extension CGRect {
    /// The core's rectangle of a keyboard frame as a `CGRect`.
    fileprivate init(keyboardFrame rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
