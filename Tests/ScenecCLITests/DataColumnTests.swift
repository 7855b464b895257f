import Foundation
import Scenec
import ScenecTestSupport
import Testing

// Data columns the contract singles out (scene-format.md 1.3, "Data files"): a column whose name is
// no token name is ignored unless the scene uses it (an error at the column), and a column named
// `name` overrides {name} in -o with a warning at the column.

@Suite("scenec build --data: columns")
struct DataColumnTests {
    /// A card drawing the column written as `{Product Name}` (line 3, column 3).
    static let card = """
        <scene width="200" height="40" version="1.3">
          <tokens><token name="sku" value="?"/></tokens>
          <text x="4" y="4" font-size="12">{sku}: {Product Name}</text>
        </scene>
        """

    /// The same card without the column.
    static let plainCard = card.replacingOccurrences(of: ": {Product Name}", with: "")

    static let products = "sku,Product Name\nA-100,Trail Shoe\nA-101,Rain Jacket\n"

    @Test("a scene's {Product Name} of a column that is no token name: an error at the column's header cell naming the use; nothing written")
    func ignoredColumnUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.xml", Self.card)
        try folder.write("products.csv", Self.products)
        let result = try folder.run(["build", "card.xml", "--data", "products.csv", "-o", "cards/{sku}.svg"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(
            "products.csv:1:5: error: the column 'Product Name' is not a token name, so the rows give it no value and {Product Name} at card.xml:3:3 cannot draw it; rename the column"),
                "\(result.stderr)")
        #expect(folder.bytes("cards/A-100.svg") == nil)
        // Unused, the same column is ignored without a word.
        try folder.write("plain.xml", Self.plainCard)
        let plain = try folder.run(["build", "plain.xml", "--data", "products.csv", "-o", "cards/{sku}.svg"])
        #expect(plain.status == 0 && !plain.stderr.contains("warning") && !plain.stderr.contains("error"), "\(plain.stderr)")
        #expect(folder.bytes("cards/A-101.svg") != nil)
    }

    @Test("a column named name gives {name} in -o its value, with a warning at the column (CSV header cell, JSON key)")
    func nameColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.xml", Self.plainCard)
        try folder.write("people.csv", "sku,name\nA-1,alpha\nA-2,beta\n")
        let result = try folder.run(["build", "card.xml", "--data", "people.csv", "-o", "out/{name}.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.bytes("out/alpha.svg") != nil && folder.bytes("out/beta.svg") != nil && folder.bytes("out/card.svg") == nil)
        #expect(result.stderr.contains(
            "people.csv:1:5: warning: the column 'name' gives {name} in -o its value in every row, instead of the scene's file name; rename the column to use the file name"),
                "\(result.stderr)")
        try folder.write("people.json", #"[{"sku": "A-1"}, {"sku": "A-2", "name": "gamma"}]"#)
        let json = try folder.run(["build", "card.xml", "--data", "people.json", "-o", "json/{name}-{sku}.svg"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stderr.contains("people.json:1:33: warning: the column 'name' gives {name}"), "\(json.stderr)")
        // A row without the column keeps the scene's name.
        #expect(folder.bytes("json/card-A-1.svg") != nil && folder.bytes("json/gamma-A-2.svg") != nil)
        // Without {name} in -o there is nothing to say.
        let quiet = try folder.run(["build", "card.xml", "--data", "people.csv", "-o", "quiet/{sku}.svg"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("'name'"), "\(quiet.stderr)")
    }
}
