/// The `<defs>` block: definitions in order of first use, identical ones shared, each with an id
/// derived only from its content (`lg-`/`rg-`/`clip-` + FNV-1a of the canonical text; `-2`, `-3`, …
/// when different content hashes alike, numbered in order of first use).
struct DefsTable {
    private struct Entry {
        var id: String
        var definition: Definition
    }

    private var entries: [Entry] = []
    private var idByCanonicalText: [String: String] = [:]
    private var usedIDs: Set<String> = []
    private let digest: (String) -> String

    /// `digest` turns canonical text into the id's hex part; replaceable only so tests can force collisions.
    init(digest: @escaping (String) -> String = FNV1a.hex32) {
        self.digest = digest
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The id for `definition`, registering it on first use.
    mutating func id(for definition: Definition) -> String {
        let canonical = definition.canonicalText
        if let id = idByCanonicalText[canonical] { return id }
        let base = definition.idPrefix + digest(canonical)
        var id = base
        var counter = 2
        while usedIDs.contains(id) {
            id = base + "-" + String(counter)
            counter += 1
        }
        usedIDs.insert(id)
        idByCanonicalText[canonical] = id
        entries.append(Entry(id: id, definition: definition))
        return id
    }

    /// Writes `<defs>…</defs>` into `out`, or nothing when no definition was used.
    func write(into out: inout LineBuffer) {
        guard !entries.isEmpty else { return }
        out.open(XMLTag("defs"))
        for entry in entries {
            let (tag, children) = entry.definition.element
            var withID = XMLTag(tag.name, [.init("id", entry.id)])
            withID.add(tag.attributes)
            out.element(withID, children: children)
        }
        out.close()
    }
}
