import Glibc

/// Unbuffered writes to standard output and standard error, straight to the file descriptors.
enum StandardStreams {
    /// Writes `text` to standard output; returns the error number if the write failed.
    @discardableResult
    static func writeOutput(_ text: String) -> Int32? {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        guard !text.isEmpty else { return nil }
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
    }
}
