/// Output lines, one element per line, indented two spaces per nesting level.
package struct LineBuffer {
    package private(set) var lines: [String] = []
    private var openNames: [String] = []
    /// Nesting level of the first line written; lets a body be built before its parents are known.
    private let baseDepth: Int

    package init(baseDepth: Int = 0) {
        self.baseDepth = baseDepth
    }

    private var indent: String {
        String(repeating: "  ", count: baseDepth + openNames.count)
    }

    package mutating func empty(_ tag: XMLTag) {
        lines.append(indent + tag.text(empty: true))
    }

    package mutating func open(_ tag: XMLTag) {
        lines.append(indent + tag.text(empty: false))
        openNames.append(tag.name)
    }

    /// Closes the innermost open element; does nothing when none is open.
    package mutating func close() {
        guard let name = openNames.popLast() else { return }
        lines.append(indent + "</" + name + ">")
    }

    /// An element whose content is already-escaped character data, on one line: `<text …>a &lt; b</text>`.
    package mutating func text(_ tag: XMLTag, content: String) {
        lines.append(indent + tag.text(empty: false) + content + "</" + tag.name + ">")
    }

    package mutating func closeAll() {
        while !openNames.isEmpty { close() }
    }

    /// An element with children, or an empty element when there are none.
    package mutating func element(_ tag: XMLTag, children: [XMLTag]) {
        if children.isEmpty {
            empty(tag)
        } else {
            open(tag)
            for child in children { empty(child) }
            close()
        }
    }
}
