extension LocatedJSON {
    /// An object's members in the order written; keys are unique (a repeated key is a syntax error,
    /// since readers disagree on which one wins).
    public struct Members: Sendable, Hashable {
        public struct Member: Sendable, Hashable {
            public var key: String
            public var keyLine: Int
            public var keyColumn: Int
            public var value: LocatedJSON

            public init(key: String, keyLine: Int, keyColumn: Int, value: LocatedJSON) {
                self.key = key
                self.keyLine = keyLine
                self.keyColumn = keyColumn
                self.value = value
            }
        }

        public private(set) var list: [Member]
        /// Positions by key, only for objects of more than `indexedCount` members: a token file is
        /// tens of thousands of small objects (`{"$value": …}`), and a dictionary each cost more to
        /// build and hash into than comparing a few short keys.
        private var index: [String: Int]?

        /// The size from which an object's keys are looked up by hashing rather than compared in turn.
        static let indexedCount = 8

        public init(_ list: [Member] = []) {
            self.list = list
            if list.count > Self.indexedCount { index = Self.positions(of: list) }
        }

        /// Members the parser has checked to be unique, with their positions by key when there are more
        /// than `indexedCount` (built as it read them).
        init(unique list: [Member], index: [String: Int]?) {
            self.list = list
            self.index = index
        }

        static func positions(of list: some Collection<Member>) -> [String: Int] {
            var index: [String: Int] = [:]
            index.reserveCapacity(list.count)
            for (position, member) in list.enumerated() { index[member.key] = position }
            return index
        }

        /// Where `key` is (the last such member, as a dictionary built in order would keep).
        private func position(of key: String) -> Int? {
            if let index { return index[key] }
            // Keys of another length are passed over without comparing strings (`$type` against `$value`).
            let length = key.utf8.count
            return list.lastIndex { $0.key.utf8.count == length && $0.key == key }
        }

        public subscript(key: String) -> LocatedJSON? {
            guard let position = position(of: key) else { return nil }
            return list[position].value
        }

        public func member(_ key: String) -> Member? {
            guard let position = position(of: key) else { return nil }
            return list[position]
        }

        public var keys: [String] { list.map(\.key) }
        public var isEmpty: Bool { list.isEmpty }

        // The index is derived from the list.
        public static func == (lhs: Members, rhs: Members) -> Bool { lhs.list == rhs.list }
        public func hash(into hasher: inout Hasher) { hasher.combine(list) }
    }
}
