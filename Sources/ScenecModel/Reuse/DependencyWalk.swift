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
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        // Where each vertex being visited sits on the stack, to cut its cycle's path out in O(1).
        var depth: [String: Int] = [:]
        for root in roots where marks[root] == nil {
            marks[root] = .visiting
            depth[root] = 0
            var stack: [(name: String, successors: [String], next: Int)] = [(root, successors(root), 0)]
            while var top = stack.popLast() {
                guard top.next < top.successors.count else {
                    marks[top.name] = .done
                    depth[top.name] = nil
                    finish(top.name)
                    continue
                }
                let successor = top.successors[top.next]
                top.next += 1
                stack.append(top)
                switch marks[successor] {
                case nil:
                    marks[successor] = .visiting
                    depth[successor] = stack.count
                    stack.append((successor, successors(successor), 0))
                case .visiting:
                    let from = depth[successor] ?? 0
                    let names = stack.count - from
                    let path = names <= 2 * pathEnds
                        ? stack[from...].map(\.name)
                        : stack[from..<(from + pathEnds)].map(\.name) + ["…"] + stack[(stack.count - pathEnds)...].map(\.name)
                    cycle(top.name, successor, path + [successor])
                case .done:
                    break
                }
            }
        }
    }

    /// How many names a long cycle's path keeps at each end.
    static let pathEnds = 8
}
