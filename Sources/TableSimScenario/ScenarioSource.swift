import Glibc

/// A scenario's text as read from a file or standard input, and the text the parser reads.
///
/// The two differ only where the parser needs it: a UTF-8 byte order mark is dropped, and a lone
/// CR (old Mac line ends) becomes LF. `--update` rewrites from the original, so it keeps both.
public struct ScenarioSource: Sendable {
    /// The text exactly as read (valid UTF-8, with its BOM and line ends).
    public let original: String
    /// The text the parser reads: no BOM, and every line end LF or CRLF.
    public let parsed: String

    /// The longest line a scenario may have, in bytes: far beyond any real line (a title, a trace),
    /// and small enough that reading and lexing a runaway line cannot exhaust memory.
    public static let maximumLineLength = 1 << 20

    /// Wraps text already decoded (the REPL, tests).
    public init(text: String) {
        original = text
        var parsed = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if parsed.utf8.contains(UInt8(ascii: "\r")) {
            // A lone CR (not before an LF) becomes LF: byte for byte what mapping the Character "\r"
            // does, since a CR is always a Character of its own unless an LF follows, without an
            // array of Characters as large as the file.
            var bytes = Array(parsed.utf8)
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\r") {
                if index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: "\n") }
            }
            parsed = String(decoding: bytes, as: UTF8.self)
        }
        self.parsed = parsed
    }

    /// Reads a file descriptor to its end and decodes it, or says where it stops being a scenario:
    /// the first invalid UTF-8 byte, or a line over `maximumLineLength` (reading stops there).
    ///
    /// Locations count lines as the parser does (LF, CRLF and CR end a line) and columns in characters.
    static func read(descriptor: Int32, file: String) -> Result<ScenarioSource, ScenarioError> {
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            // Its size (within reason), so that a long file is read without copies as the array grows.
            bytes.reserveCapacity(min(Int(info.st_size), 1 << 28))
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var lineLength = 0
        var line = 1
        var previous: UInt8 = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(
                    ScenarioError(
                        "cannot read: \(systemMessage(errno))", at: ScenarioLocation(file: file, line: 1, column: 1)))
            }
            for byte in chunk[..<count] {
                switch byte {
                case UInt8(ascii: "\n"):
                    if previous != UInt8(ascii: "\r") { line += 1 }
                    lineLength = 0
                case UInt8(ascii: "\r"):
                    line += 1
                    lineLength = 0
                default:
                    lineLength += 1
                    if lineLength > maximumLineLength {
                        return .failure(
                            ScenarioError(
                                "line \(line) is longer than \(maximumLineLength) bytes; a scenario line is a command, "
                                    + "not data", at: ScenarioLocation(file: file, line: line, column: 1)))
                    }
                }
                previous = byte
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return decode(bytes, file: file)
    }

    /// Decodes bytes as UTF-8, or locates their first invalid byte.
    public static func decode(_ bytes: [UInt8], file: String) -> Result<ScenarioSource, ScenarioError> {
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(ScenarioSource(text: text))
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            offset += encoded.count
        }
        return .failure(ScenarioError("the input is not valid UTF-8", at: location(of: offset, in: bytes, file: file)))
    }

    /// The line and column (in characters) of a byte offset, whose prefix is valid UTF-8.
    private static func location(of offset: Int, in bytes: [UInt8], file: String) -> ScenarioLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        if line == 1, prefix.hasPrefix("\u{FEFF}") { prefix.removeFirst() }
        return ScenarioLocation(file: file, line: line, column: prefix.count + 1)
    }
}

/// The C library's sentence for an error number, in lower case as the rest of a message, and in
/// plain words for the errors a user meets most (a full disk, a read-only file system).
public func systemMessage(_ code: Int32) -> String {
    switch code {
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is exceeded"
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the file system is read-only"
    case EIO: return "an input/output error on the device"
    default:
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
