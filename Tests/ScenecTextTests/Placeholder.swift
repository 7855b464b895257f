import Testing

@Test func placeholderText() { #expect(Bool(true)) }
