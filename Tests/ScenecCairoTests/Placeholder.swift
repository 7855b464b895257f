import Testing

@Test func placeholderScenecCairoTests() { #expect(Bool(true)) }
