/// A decoded PNG image: 8-bit RGB or RGBA, not interlaced (what `rsvg-convert` writes), enough for
/// tests to sample the pixels of a rendered picture without a dependency.
struct PNGImage {
    /// One pixel's channels.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether each channel is within `tolerance` of a colour written `#RRGGBB` (antialiasing
        /// and the renderer's rounding move edges by a few levels).
        func isClose(to hex: String, tolerance: Int = 8) -> Bool {
            let value = Int(hex.dropFirst(), radix: 16) ?? -1
            let expected = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
            return zip([Int(red), Int(green), Int(blue)], expected).allSatisfy { abs($0 - $1) <= tolerance } && alpha == 255
        }
    }

    /// Why a PNG could not be decoded.
    struct DecodingError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let width: Int
    let height: Int
    /// The channels per pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// The unfiltered pixel rows, top to bottom.
    let pixels: [UInt8]

    /// The pixel at a point (the picture's units are pixels: `rsvg-convert` renders 1 pt as 1 px).
    func pixel(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside the \(width)×\(height) image")
        let at = (y * width + x) * channels
        return Pixel(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: channels == 4 ? pixels[at + 3] : 255)
    }

    /// Decodes a PNG file's bytes.
    init(_ bytes: [UInt8]) throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw DecodingError("not a PNG file (no signature)") }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while position + 12 <= bytes.count {
            let length = bigEndian(position)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let start = position + 8
            guard start + length + 4 <= bytes.count else { throw DecodingError("chunk \(type) runs past the end") }
            switch type {
            case "IHDR": header = Array(bytes[start..<(start + length)])
            case "IDAT": compressed += bytes[start..<(start + length)]
            default: break
            }
            position = start + length + 4
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw DecodingError("no IHDR chunk") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let depth = header[8]
        let colorType = header[9]
        let interlace = header[12]
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw DecodingError("unsupported PNG: depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        channels = colorType == 6 ? 4 : 3
        let filtered = try Inflate.zlib(compressed)
        pixels = try Self.unfilter(filtered, width: width, height: height, channels: channels)
    }

    /// Undoes the per-row filters (none, sub, up, average, Paeth).
    private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else { throw DecodingError("image data too short") }
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for i in 0..<stride {
                let x = Int(data[source + i])
                let left = i >= channels ? Int(out[target + i - channels]) : 0
                let up = row > 0 ? Int(out[target - stride + i]) : 0
                let upLeft = row > 0 && i >= channels ? Int(out[target - stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let toLeft = abs(estimate - left)
                    let toUp = abs(estimate - up)
                    let toUpLeft = abs(estimate - upLeft)
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw DecodingError("unknown filter \(filter) on row \(row)")
                }
                out[target + i] = UInt8((x + predicted) & 0xFF)
            }
        }
        return out
    }
}

/// DEFLATE (RFC 1951) inside a zlib stream (RFC 1950): stored, fixed-Huffman and dynamic-Huffman blocks.
enum Inflate {
    /// Reads bits from the least significant end of each byte, as DEFLATE packs them.
    private struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var bit = 0

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for shift in 0..<count {
                guard position < bytes.count else { throw PNGImage.DecodingError("compressed data ends early") }
                value |= Int((bytes[position] >> UInt8(bit)) & 1) << shift
                bit += 1
                if bit == 8 {
                    bit = 0
                    position += 1
                }
            }
            return value
        }

        mutating func alignToByte() {
            if bit > 0 {
                bit = 0
                position += 1
            }
        }
    }

    /// A canonical Huffman code: how many codes each length has, and the symbols in code order.
    private struct Huffman {
        var countOfLength = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { countOfLength[length] += 1 }
            countOfLength[0] = 0
            // Symbols sorted by code length, then by value: the order canonical codes are assigned in.
            for length in 1...15 {
                for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length { symbols.append(symbol) }
            }
        }

        /// Reads one symbol: codes of each length are consecutive numbers following the shorter ones'.
        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0
            var firstCode = 0
            var firstIndex = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = countOfLength[length]
                if code >= firstCode, code - firstCode < count { return symbols[firstIndex + code - firstCode] }
                firstIndex += count
                firstCode = (firstCode + count) << 1
                code <<= 1
            }
            throw PNGImage.DecodingError("invalid Huffman code")
        }
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
        12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order a dynamic block lists its code-length code's lengths in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The data of a zlib stream, its Adler-32 checked.
    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 6, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else {
            throw PNGImage.DecodingError("not a zlib stream")
        }
        var reader = BitReader(bytes: bytes, position: 2)
        let out = try inflate(&reader)
        reader.alignToByte()
        guard reader.position + 4 <= bytes.count else { throw PNGImage.DecodingError("no Adler-32 checksum") }
        let stored = bytes[reader.position..<(reader.position + 4)].reduce(0) { $0 << 8 | Int($1) }
        var a = 1
        var b = 0
        for byte in out {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        guard b << 16 | a == stored else { throw PNGImage.DecodingError("Adler-32 checksum differs") }
        return out
    }

    /// Raw DEFLATE blocks until the last one.
    private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw PNGImage.DecodingError("stored block length check fails") }
                for _ in 0..<length { out.append(UInt8(try reader.bits(8))) }
            case 1:
                let literals = Huffman(
                    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                        + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
                let distances = Huffman(lengths: Array(repeating: 5, count: 30))
                try inflateBlock(&reader, literals: literals, distances: distances, into: &out)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try inflateBlock(&reader, literals: literals, distances: distances, into: &out)
            default:
                throw PNGImage.DecodingError("invalid block type 3")
            }
        }
        return out
    }

    /// A dynamic block's literal/length and distance codes, themselves coded with a code-length code.
    private static func dynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengths = Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.DecodingError("repeat with no previous length") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw PNGImage.DecodingError("code lengths overrun") }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    /// Literals and back-references until the end-of-block symbol.
    private static func inflateBlock(_ reader: inout BitReader, literals: Huffman, distances: Huffman, into out: inout [UInt8])
        throws
    {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < lengthBase.count else { throw PNGImage.DecodingError("invalid length symbol \(symbol)") }
            let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < distanceBase.count else { throw PNGImage.DecodingError("invalid distance symbol") }
            let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
            guard distance <= out.count else { throw PNGImage.DecodingError("distance reaches before the start") }
            for _ in 0..<length { out.append(out[out.count - distance]) }
        }
    }
}
