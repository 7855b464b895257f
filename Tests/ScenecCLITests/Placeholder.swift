import Testing

@Test func placeholderScenecCLITests() { #expect(Bool(true)) }
