import Glibc

/// Unbuffered writes to standard output and standard error, straight to the file descriptors.
enum StandardStreams {
    /// Writes `text` to standard output.
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Reads standard input to its end and returns its bytes.
    static func readAllInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }

    private static func write(_ text: String, to descriptor: Int32) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
