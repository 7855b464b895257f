import ScenecCore
import ScenecXML

/// The elements and attributes Android's VectorDrawable documents (`android.graphics.drawable.VectorDrawable`
/// and, for `aapt:attr` gradients, `GradientColor`), as data: a written drawable may hold nothing else.
/// Numbers must be in the form both `PathParser` and `Float.parseFloat` read: an optional `-`, digits, an
/// optional fraction, no exponent.
public enum VectorDrawableSchema {
    public static let attributes: [String: Set<String>] = [
        "vector": ["xmlns:android", "xmlns:aapt", "android:name", "android:width", "android:height", "android:viewportWidth",
                   "android:viewportHeight", "android:tint", "android:tintMode", "android:autoMirrored", "android:alpha"],
        "group": ["android:name", "android:rotation", "android:pivotX", "android:pivotY", "android:scaleX", "android:scaleY",
                  "android:translateX", "android:translateY"],
        "path": ["android:name", "android:pathData", "android:fillColor", "android:strokeColor", "android:strokeWidth",
                 "android:strokeAlpha", "android:fillAlpha", "android:trimPathStart", "android:trimPathEnd", "android:trimPathOffset",
                 "android:strokeLineCap", "android:strokeLineJoin", "android:strokeMiterLimit", "android:fillType"],
        "clip-path": ["android:name", "android:pathData"],
        "attr": ["name"],
        "gradient": ["android:type", "android:startX", "android:startY", "android:endX", "android:endY", "android:centerX", "android:centerY",
                     "android:gradientRadius", "android:startColor", "android:centerColor", "android:endColor", "android:tileMode"],
        "item": ["android:offset", "android:color"],
    ]

    /// The keyword attributes and the values Android reads for them.
    public static let keywords: [String: Set<String>] = [
        "android:strokeLineCap": ["butt", "round", "square"],
        "android:strokeLineJoin": ["miter", "round", "bevel"],
        "android:fillType": ["nonZero", "evenOdd"],
        "android:type": ["linear", "radial", "sweep"],
        "android:tileMode": ["clamp", "repeated", "mirror"],
    ]

    static let colorAttributes: Set<String> = ["android:fillColor", "android:strokeColor", "android:color"]
    static let textAttributes: Set<String> = ["xmlns:android", "xmlns:aapt", "android:name", "name", "android:pathData"]

    /// Every way `xml` departs from the documented VectorDrawable: unknown elements or attributes,
    /// numbers Android would misread, colours not `#RRGGBB`/`#AARRGGBB`, path data with other letters.
    public static func problems(_ xml: String) -> [String] {
        let parsed = XMLReader.parse(Array(xml.utf8), file: "drawable.xml")
        guard let root = parsed.root else { return ["does not parse: \(parsed.diagnostics)"] }
        var out: [String] = []
        if root.name != "vector" { out.append("the root is <\(root.name)>") }
        check(root, into: &out)
        return out
    }

    private static func check(_ element: XMLElement, into out: inout [String]) {
        guard let allowed = attributes[element.name] else {
            out.append("<\(element.name)> is not a VectorDrawable element")
            return
        }
        for attribute in element.attributes {
            let name = attribute.name, value = attribute.value
            guard allowed.contains(name) else {
                out.append("<\(element.name)> has \(name), which VectorDrawable does not document")
                continue
            }
            if let words = keywords[name] {
                if !words.contains(value) { out.append("\(name)=\"\(value)\" is not one of \(words.sorted())") }
            } else if colorAttributes.contains(name) {
                if !isColor(value) { out.append("\(name)=\"\(value)\" is not #RRGGBB or #AARRGGBB") }
            } else if name == "android:pathData" {
                if let bad = pathDataProblem(value) { out.append("pathData: \(bad)") }
            } else if !textAttributes.contains(name) {
                let number = name == "android:width" || name == "android:height" ? String(value.dropLast(value.hasSuffix("dp") ? 2 : 0)) : value
                if !isPlainNumber(number[...]) { out.append("\(name)=\"\(value)\" is not a plain number") }
            }
        }
        for child in element.children { check(child, into: &out) }
    }

    static func isColor(_ text: String) -> Bool {
        text.hasPrefix("#") && (text.count == 7 || text.count == 9) && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// `-?digits(.digits)?`: no exponent, no leading `+`, no bare `.5`.
    static func isPlainNumber(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The first thing in path data that is not `M L H V C Z` and plain numbers (spaces, or a `-`, between them).
    static func pathDataProblem(_ data: String) -> String? {
        var number = ""
        for character in data + " " {
            if "MLHVCZ".contains(character) || character == " " || character == "-" {
                if !number.isEmpty {
                    if !isPlainNumber(number[...]) { return "\"\(number)\" is not a plain number" }
                    number = ""
                }
                if character == "-" { number = "-" }
            } else if character.isNumber || character == "." {
                number.append(character)
            } else {
                return "\"\(character)\" is not a path command Android's PathParser is given here"
            }
        }
        return nil
    }
}
