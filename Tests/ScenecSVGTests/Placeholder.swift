import Testing

@Test func placeholderScenecSVGTests() { #expect(Bool(true)) }
