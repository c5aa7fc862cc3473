import Testing

/// The test target's PNG decoder on streams made by zlib itself (Python's `zlib.compress`): the
/// render tests decode librsvg's dynamic-Huffman PNGs; these cover stored and fixed blocks, the
/// filters and the checks.
@Suite struct PicturePNGTests {
    @Test func storedBlock() throws {
        let stream: [UInt8] = [
            0x78, 0x01, 0x01, 0x08, 0x00, 0xF7, 0xFF, 0x54, 0x61, 0x62, 0x6C, 0x65, 0x53, 0x69, 0x6D, 0x0D, 0x83, 0x03, 0x12,
        ]
        #expect(String(decoding: try Inflate.zlib(stream), as: UTF8.self) == "TableSim")
    }

    @Test func fixedHuffmanBlockWithBackReferences() throws {
        let stream: [UInt8] = [0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xB1]
        #expect(String(decoding: try Inflate.zlib(stream), as: UTF8.self) == "hello hello hello hello")
    }

    @Test func aWrongChecksumIsAnError() {
        var stream: [UInt8] = [
            0x78, 0x01, 0x01, 0x08, 0x00, 0xF7, 0xFF, 0x54, 0x61, 0x62, 0x6C, 0x65, 0x53, 0x69, 0x6D, 0x0D, 0x83, 0x03, 0x12,
        ]
        stream[stream.count - 1] ^= 1
        #expect(throws: PNGImage.DecodingError.self) { try Inflate.zlib(stream) }
        #expect(throws: PNGImage.DecodingError.self) { try PNGImage([0x89, 0x50]) }
    }

    /// A 3×2 RGB image whose first row uses the Sub filter and whose second uses Paeth.
    @Test func rgbImageWithSubAndPaethFilters() throws {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
            0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0x12, 0x16, 0xF1, 0x4D, 0x00, 0x00, 0x00, 0x18, 0x49,
            0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xE4, 0x12, 0x91, 0x83, 0x00, 0x16, 0x56, 0x56, 0xD6, 0x05, 0x46, 0xDF, 0xCC,
            0xE7, 0xA8, 0x01, 0x00, 0x18, 0xFF, 0x03, 0xC6, 0x5B, 0xFA, 0x77, 0x77, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
            0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let image = try PNGImage(png)
        #expect(image.width == 3 && image.height == 2 && image.channels == 3)
        let all = (0..<2).flatMap { y in (0..<3).map { x in image.pixel(x: x, y: y) } }
        let expected: [(UInt8, UInt8, UInt8)] = [
            (10, 20, 30), (40, 50, 60), (70, 80, 90), (15, 25, 35), (200, 100, 50), (255, 0, 128),
        ]
        #expect(all == expected.map { PNGImage.Pixel(red: $0.0, green: $0.1, blue: $0.2, alpha: 255) })
        #expect(image.pixel(x: 2, y: 1).isClose(to: "#FF0080"))
        #expect(!image.pixel(x: 2, y: 1).isClose(to: "#FF0090"))
    }

    /// The renderer is looked up on the PATH; where it is missing the picture tests fail and say how
    /// to install it.
    @Test func theRendererIsFoundOnThePathOrNamedAsMissing() {
        #expect(PictureTestSupport.rsvgConvert(searching: "/nonexistent:/also/nonexistent") == nil)
        #expect(PictureTestSupport.rsvgConvert(searching: "/nonexistent:/usr/bin") == "/usr/bin/rsvg-convert")
        #expect(PictureTestSupport.missingRendererMessage.contains("apt-get install librsvg2-bin"))
    }
}
