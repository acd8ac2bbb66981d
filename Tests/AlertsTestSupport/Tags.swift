import Testing

extension Tag {
    /// Callbacks (event observers, button actions, what an action captured, a clock) that call
    /// back into the center from inside one of its calls.
    @Tag public static var reentrancy: Self
    /// Tests whose length `ALERTS_LONG_TESTS` and their own variables set (TESTING.md).
    @Tag public static var lengthFromEnvironment: Self
}
