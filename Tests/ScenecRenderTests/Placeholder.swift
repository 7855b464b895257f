import Testing

@Test func placeholderScenecRenderTests() { #expect(Bool(true)) }
