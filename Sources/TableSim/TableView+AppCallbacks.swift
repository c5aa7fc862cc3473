/// App code that UIKit calls outside the table's own protocols (a view controller's `viewDidLoad()`,
/// `viewWillAppear(_:)`), traced in the table's trace as a callback of its own.
///
/// A UIKit-shaped layer (TableSimUIKit's view controllers) reaches the trace only through this one
/// narrow door; the line reads as the gateway writes a callback's line, so calls the app makes back
/// into the table from inside follow it, and an exception raised inside ends the app when it returns.
extension TableView {
    /// Runs app code as a callback the app receives: appends `selector` and the arguments as one line
    /// (`viewWillAppear(_:) false`), then runs `body`; nothing runs once the app has crashed.
    ///
    /// Inside another callback (a push from `didSelectRowAt`), an exception `body` raises waits for
    /// the outer callback to return, as any exception inside app code does.
    package func performAppCallback(_ selector: String, _ arguments: [any TraceFormattable] = [], _ body: () -> Void) {
        _ = perform(selector, arguments, default: nil as Bool?, result: false) {
            body()
            return .some(nil)
        }
    }

    /// Runs app code that may turn out not to be implemented (a protocol's default ran): `body`
    /// returns false then, and the line is taken back, as the gateway does for its own callbacks.
    package func performOptionalAppCallback(_ selector: String, _ arguments: [any TraceFormattable] = [], _ body: () -> Bool) {
        _ = perform(selector, arguments, default: nil as Bool?, result: false) { body() ? .some(nil) : nil }
    }

    /// Asks app code for a value as a callback the app receives: the line, then `body`, then
    /// ` -> value` once it returns. `body` answers nil when the app turns out not to implement the
    /// method (a protocol's default ran): the line is taken back and `defaultValue` is the answer.
    package func performAppCallback<R: TraceFormattable>(
        _ selector: String, _ arguments: [any TraceFormattable] = [], default defaultValue: R, _ body: () -> R?
    ) -> R {
        perform(selector, arguments, default: defaultValue, result: true, body)
    }

    private func perform<R: TraceFormattable>(
        _ selector: String, _ arguments: [any TraceFormattable], default defaultValue: R, result: Bool, _ body: () -> R?
    ) -> R {
        guard exception == nil, gateway.pendingException == nil else { return defaultValue }
        let line = TraceLine(.callback, head: .text(selector), arguments: TraceArguments(arguments.map(\.traceValue)))
        let answer = traceAppCode(line, result: result ? { $0.traceValue } : nil, body)
        if gateway.callbackDepth == 0, let pending = gateway.pendingException { crash(with: pending) }
        return answer ?? defaultValue
    }
}
