import ScenecModel

/// Numbers every node of a tree (`Node.layoutSerial`) so the measure pass can remember its answers
/// per node. Serials start at 1: 0 means "not numbered" (a node made during layout), never remembered.
enum LayoutSerials {
    static func number(_ nodes: inout [Node], from serial: inout Int) {
        for index in nodes.indices { number(&nodes[index], from: &serial) }
    }

    static func number(_ node: inout Node, from serial: inout Int) {
        serial += 1
        node.layoutSerial = serial
        number(&node.children, from: &serial)
    }
}
