/// Decoding of piped standard input, which the contract says is UTF-8.
enum UTF8Input {
    /// The position of the first byte that is not valid UTF-8, as a 1-based line and column (in bytes).
    struct InvalidPosition: Error, Equatable {
        let line: Int
        let column: Int
    }

    /// Returns the text of `bytes`, or the position of their first invalid UTF-8 sequence.
    static func decode(_ bytes: [UInt8]) -> Result<String, InvalidPosition> {
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(text)
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += encoded.count
                }
            case .error:
                return .failure(InvalidPosition(line: line, column: column))
            case .emptyInput:
                return .failure(InvalidPosition(line: line, column: column))
            }
        }
    }
}
