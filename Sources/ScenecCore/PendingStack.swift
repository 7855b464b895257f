/// A stack of values whose top part is moved out whole into an array (no copy, no retain), for the
/// parser's pending members and elements. Manually managed: `discard` frees what is left.
struct PendingStack<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private(set) var count = 0

    mutating func append(_ element: consuming Element) {
        if count == capacity {
            let grown = max(64, capacity * 2)
            let new = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            if let base {
                new.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = new
            capacity = grown
        }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// The elements from `first` to the top, moved into an array of exactly their number.
    mutating func moveOut(from first: Int) -> [Element] {
        guard count > first, let base else { return [] }
        // Reserved and appended rather than `Array(unsafeUninitializedCapacity:)`, which the standard
        // library does not specialise: it looked the array's storage type up at run time, each time.
        var elements: [Element] = []
        elements.reserveCapacity(count - first)
        for index in first..<count { elements.append((base + index).move()) }
        count = first
        return elements
    }

    func contains(from first: Int, where matches: (Element) -> Bool) -> Bool {
        guard let base else { return false }
        for index in first..<count where matches(base[index]) { return true }
        return false
    }

    func withElements<R>(from first: Int, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        body(UnsafeBufferPointer(start: base.map { $0 + first }, count: count - first))
    }

    mutating func discard() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
        self.base = nil
        capacity = 0
        count = 0
    }
}
