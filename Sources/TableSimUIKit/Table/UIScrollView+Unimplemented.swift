import TableSim

// What TableSimUIKit's "not implemented" defaults answer: UIKit's default from the callback's one
// declaration in the core (`Callbacks`), after telling the table the app does not implement it.
extension UIScrollView {
    /// Tells the table the method it called is not the app's, and answers UIKit's default.
    package func unimplemented<Answer>(_ callback: Callback<Void, Answer>) -> Answer {
        scrollCore.unimplemented(callback)
    }

    /// The same for a default that depends on an input (the row asked about, the proposed destination).
    package func unimplemented<Input, Answer>(_ callback: Callback<Input, Answer>, _ input: Input) -> Answer {
        scrollCore.unimplemented(callback, input)
    }

    /// The same for a height method, which must answer a number (the table's own property applies).
    package func unimplemented(_ callback: Callback<Void, Double?>) -> Double {
        scrollCore.unimplemented(callback)
    }

    /// The same for a method whose UIKit answer is another type than the core's (`UIView?` where the
    /// core has `HeaderFooterView?`): UIKit's default is no object in both.
    package func unimplementedNoObject<Core, Answer>(_ callback: Callback<Void, Core?>) -> Answer? {
        let answer = scrollCore.unimplemented(callback)
        assert(answer == nil, "\(callback.declaration.selector): UIKit's default is an object")
        return nil
    }
}
