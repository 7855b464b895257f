/// An iterative depth-first walk of a graph of names (tokens that refer to tokens, components that use
/// components): each vertex is finished after every vertex it points to, so a caller can compute values
/// bottom-up, and each edge that closes a cycle is reported once. Linear in vertices and edges, and with
/// an explicit stack, so a chain of 100 000 names needs no deep recursion.
enum DependencyWalk {
    /// `cycle` gets the vertex whose edge closes a cycle, the vertex it points back to and the cycle's
    /// path (`a → b → a` as `["a", "b", "a"]`); `finish` gets each vertex once, dependencies first.
    static func walk(_ roots: [String], successors: (String) -> [String],
                     cycle: (_ from: String, _ to: String, _ path: [String]) -> Void, finish: (String) -> Void) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in roots where marks[root] == nil {
            marks[root] = .visiting
            var stack: [(name: String, next: Int)] = [(root, 0)]
            while var top = stack.popLast() {
                let next = successors(top.name)
                guard top.next < next.count else {
                    marks[top.name] = .done
                    finish(top.name)
                    continue
                }
                let successor = next[top.next]
                top.next += 1
                stack.append(top)
                switch marks[successor] {
                case nil:
                    marks[successor] = .visiting
                    stack.append((successor, 0))
                case .visiting:
                    cycle(top.name, successor, stack.map(\.name).drop { $0 != successor } + [successor])
                case .done:
                    break
                }
            }
        }
    }
}
