/// An iterative depth-first walk of a graph of names (tokens that refer to tokens, components that use
/// components): each vertex is finished after every vertex it points to, so a caller can compute values
/// bottom-up, and each edge that closes a cycle is reported once. Linear in vertices and edges, and with
/// an explicit stack, so a chain of 100 000 names needs no deep recursion.
enum DependencyWalk {
    /// `cycle` gets the vertex whose edge closes a cycle, the vertex it points back to and the cycle's
    /// path (`a → b → a` as `["a", "b", "a"]`; a long one keeps its first and last `pathEnds` names
    /// around "…", so n back edges on a chain of n names cost O(n), messages included); `finish` gets
    /// each vertex once, dependencies first. `successors` is asked once per vertex.
    static func walk(_ roots: [String], successors: (String) -> [String],
                     cycle: (_ from: String, _ to: String, _ path: [String]) -> Void, finish: (String) -> Void) {
        var marks: [String: Mark] = [:]
        walk(roots, marks: &marks, successors: successors, cycle: { from, to, path in cycle(from, to, path.map { $0 ?? "…" }) }, finish: finish)
    }

    /// The same walk over the vertices `0..<count` (a caller that numbered its names once): marks in an
    /// array instead of hashed by name. A path's "…" is nil.
    static func walk(count: Int, successors: (Int) -> [Int], cycle: (_ from: Int, _ to: Int, _ path: [Int?]) -> Void, finish: (Int) -> Void) {
        var marks = DenseMarks(count: count)
        walk(0..<count, marks: &marks, successors: successors, cycle: cycle, finish: finish)
    }

    /// Where a vertex is in the walk: on the stack at a depth (to cut a cycle's path out in O(1)), or done.
    enum Mark { case visiting(depth: Int), done }

    struct DenseMarks: WalkMarks {
        var marks: [Mark?]
        init(count: Int) { marks = Array(repeating: nil, count: count) }
        subscript(vertex: Int) -> Mark? {
            get { marks[vertex] }
            set { marks[vertex] = newValue }
        }
    }

    private static func walk<Marks: WalkMarks>(_ roots: some Sequence<Marks.Vertex>, marks: inout Marks, successors: (Marks.Vertex) -> [Marks.Vertex],
                                               cycle: (_ from: Marks.Vertex, _ to: Marks.Vertex, _ path: [Marks.Vertex?]) -> Void,
                                               finish: (Marks.Vertex) -> Void) {
        for root in roots where marks[root] == nil {
            marks[root] = .visiting(depth: 0)
            var stack: [(vertex: Marks.Vertex, successors: [Marks.Vertex], next: Int)] = [(root, successors(root), 0)]
            while var top = stack.popLast() {
                guard top.next < top.successors.count else {
                    marks[top.vertex] = .done
                    finish(top.vertex)
                    continue
                }
                let successor = top.successors[top.next]
                top.next += 1
                stack.append(top)
                switch marks[successor] {
                case nil:
                    marks[successor] = .visiting(depth: stack.count)
                    stack.append((successor, successors(successor), 0))
                case .visiting(let from):
                    let names = stack.count - from
                    let path: [Marks.Vertex?] = names <= 2 * pathEnds
                        ? stack[from...].map(\.vertex)
                        : stack[from..<(from + pathEnds)].map(\.vertex) + [nil] + stack[(stack.count - pathEnds)...].map(\.vertex)
                    cycle(top.vertex, successor, path + [successor])
                case .done:
                    break
                }
            }
        }
    }

    /// How many names a long cycle's path keeps at each end.
    static let pathEnds = 8
}

/// The walk's marks by vertex: a dictionary for names, an array for numbered vertices.
protocol WalkMarks {
    associatedtype Vertex
    subscript(vertex: Vertex) -> DependencyWalk.Mark? { get set }
}

extension Dictionary: WalkMarks where Value == DependencyWalk.Mark {
    typealias Vertex = Key
}
