/// One PNG chunk as bytes, for code that edits PNG files made elsewhere (the up-to-date key that
/// `Scenec` stores in each output): length, type, data, and the CRC-32 libdeflate computes.
public enum PNGChunk {
    public static func bytes(type: String, data: [UInt8]) -> [UInt8] {
        PNGChunks.chunk(type, data)
    }
}
