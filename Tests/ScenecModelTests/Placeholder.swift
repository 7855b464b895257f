import Testing

@Test func placeholderScenecModelTests() { #expect(Bool(true)) }
