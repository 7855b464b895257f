import ScenecCore

/// What the parent asks of a librsvg helper process (`RsvgHelper`), and how it is written on the
/// socket between them: one byte of kind, a 32-bit little-endian length, then the payload. Both
/// sides are the same binary, so the format needs no versioning.
enum RsvgHelperRequest: Equatable {
    /// Parse the document and report its natural size and viewBox (`SVGRasterizer.measure`).
    case measure(svg: [UInt8])
    /// Draw the document at its natural size `width × height` through `matrix` onto a surface of
    /// `surfaceWidth × surfaceHeight` of the kind given, clipped to the icon's box, as the painter will.
    case draw(svg: [UInt8], width: Double, height: Double, matrix: AffineTransform,
              surfaceWidth: Int, surfaceHeight: Int, pdf: Bool, masked: Bool)
    /// Render the document to a bitmap (`SVGRasterizer.rasterize`).
    case rasterize(svg: [UInt8], scale: Double)

    func encoded() -> [UInt8] {
        var out = ByteWriter()
        switch self {
        case .measure(let svg):
            out.byte(1)
            out.bytes(svg)
        case .draw(let svg, let width, let height, let m, let surfaceWidth, let surfaceHeight, let pdf, let masked):
            out.byte(2)
            for value in [width, height, m.a, m.b, m.c, m.d, m.e, m.f] { out.double(value) }
            out.int(surfaceWidth)
            out.int(surfaceHeight)
            out.byte(pdf ? 1 : 0)
            out.byte(masked ? 1 : 0)
            out.bytes(svg)
        case .rasterize(let svg, let scale):
            out.byte(3)
            out.double(scale)
            out.bytes(svg)
        }
        return out.buffer
    }

    static func decode(_ bytes: [UInt8]) -> RsvgHelperRequest? {
        var input = ByteReader(bytes)
        switch input.byte() {
        case 1:
            return input.bytes().map { .measure(svg: $0) }
        case 2:
            let numbers = (0..<8).compactMap { _ in input.double() }
            guard numbers.count == 8, let surfaceWidth = input.int(), let surfaceHeight = input.int(),
                  let pdf = input.byte(), let masked = input.byte(), let svg = input.bytes() else { return nil }
            let matrix = AffineTransform(a: numbers[2], b: numbers[3], c: numbers[4], d: numbers[5], e: numbers[6], f: numbers[7])
            return .draw(svg: svg, width: numbers[0], height: numbers[1], matrix: matrix, surfaceWidth: surfaceWidth,
                         surfaceHeight: surfaceHeight, pdf: pdf != 0, masked: masked != 0)
        case 3:
            guard let scale = input.double(), let svg = input.bytes() else { return nil }
            return .rasterize(svg: svg, scale: scale)
        default:
            return nil
        }
    }
}

/// A helper's answer: the value asked for, or librsvg's own refusal (`SVGRasterizer.Failure`).
enum RsvgHelperResponse: Equatable {
    case measured(width: Double, height: Double, viewBox: Rect?)
    case drawn
    case rasterized(Bitmap)
    case failed(SVGRasterizer.Failure)

    func encoded() -> [UInt8] {
        var out = ByteWriter()
        switch self {
        case .measured(let width, let height, let viewBox):
            out.byte(1)
            out.double(width)
            out.double(height)
            out.byte(viewBox == nil ? 0 : 1)
            let box = viewBox ?? Rect(x: 0, y: 0, width: 0, height: 0)
            for value in [box.x, box.y, box.width, box.height] { out.double(value) }
        case .drawn:
            out.byte(2)
        case .rasterized(let bitmap):
            out.byte(3)
            out.int(bitmap.width)
            out.int(bitmap.height)
            out.bytes(bitmap.pixels)
        case .failed(let failure):
            out.byte(4)
            switch failure {
            case .invalidScale(let scale): out.byte(1); out.double(scale)
            case .unreadable(let message): out.byte(2); out.bytes(Array(message.utf8))
            case .noSize: out.byte(3)
            case .canvasTooLarge(let width, let height): out.byte(4); out.double(width); out.double(height)
            case .drawing(let message): out.byte(5); out.bytes(Array(message.utf8))
            case .libraryUnavailable(let message): out.byte(6); out.bytes(Array(message.utf8))
            case .helperEnded(let message): out.byte(7); out.bytes(Array(message.utf8))
            }
        }
        return out.buffer
    }

    static func decode(_ bytes: [UInt8]) -> RsvgHelperResponse? {
        var input = ByteReader(bytes)
        switch input.byte() {
        case 1:
            guard let width = input.double(), let height = input.double(), let hasBox = input.byte() else { return nil }
            let box = (0..<4).compactMap { _ in input.double() }
            guard box.count == 4 else { return nil }
            return .measured(width: width, height: height,
                             viewBox: hasBox != 0 ? Rect(x: box[0], y: box[1], width: box[2], height: box[3]) : nil)
        case 2:
            return .drawn
        case 3:
            guard let width = input.int(), let height = input.int(), let pixels = input.bytes(),
                  width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
            return .rasterized(Bitmap(width: width, height: height, pixels: pixels))
        case 4:
            func text() -> String? { input.bytes().map { String(decoding: $0, as: UTF8.self) } }
            switch input.byte() {
            case 1: return input.double().map { .failed(.invalidScale($0)) }
            case 2: return text().map { .failed(.unreadable($0)) }
            case 3: return .failed(.noSize)
            case 4:
                guard let width = input.double(), let height = input.double() else { return nil }
                return .failed(.canvasTooLarge(width: width, height: height))
            case 5: return text().map { .failed(.drawing($0)) }
            case 6: return text().map { .failed(.libraryUnavailable($0)) }
            case 7: return text().map { .failed(.helperEnded($0)) }
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// Appends little-endian numbers and length-prefixed byte strings.
struct ByteWriter {
    var buffer: [UInt8] = []

    mutating func byte(_ value: UInt8) { buffer.append(value) }

    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { buffer += $0 }
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { buffer += $0 }
    }

    mutating func bytes(_ value: [UInt8]) {
        int(value.count)
        buffer += value
    }
}

/// Reads what `ByteWriter` wrote; nil once the input is short.
struct ByteReader {
    private let buffer: [UInt8]
    private var position = 0

    init(_ buffer: [UInt8]) { self.buffer = buffer }

    mutating func byte() -> UInt8? {
        guard position < buffer.count else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    private mutating func word() -> UInt64? {
        guard buffer.count - position >= 8 else { return nil }
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(buffer[position + index]) }
        position += 8
        return value
    }

    mutating func int() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }

    mutating func double() -> Double? { word().map { Double(bitPattern: $0) } }

    mutating func bytes() -> [UInt8]? {
        guard let count = int(), count >= 0, count <= buffer.count - position else { return nil }
        defer { position += count }
        return Array(buffer[position..<position + count])
    }
}
