import Testing

@Test func placeholderScenecLayoutTests() { #expect(Bool(true)) }
