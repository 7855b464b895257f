import Testing

@Test func placeholderScenecCoreTests() { #expect(Bool(true)) }
