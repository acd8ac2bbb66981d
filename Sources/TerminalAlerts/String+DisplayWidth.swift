extension StringProtocol {
    /// The number of terminal cells the text takes: wide East Asian characters and emoji take
    /// two, combining marks none.
    ///
    /// ```swift
    /// "notes.txt".displayWidth      // 9
    /// "会議メモ.txt".displayWidth    // 12
    /// "🎉 party".displayWidth       // 8
    /// ```
    public var displayWidth: Int { DisplayWidth.of(self) }
}
