import Testing

@testable import TerminalAlerts

@Suite struct TextWrapperTests {
    @Test func wrapsAtSpacesWithinTheWidth() {
        #expect(TextWrapper.wrap("This cannot be undone at all.", width: 12) == ["This cannot", "be undone at", "all."])
    }

    @Test func cutsAWordLongerThanTheLine() {
        #expect(TextWrapper.wrap("a supercalifragilistic word", width: 8) == ["a", "supercal", "ifragili", "stic", "word"])
    }

    @Test func breaksBetweenWideCharactersByDisplayWidth() {
        #expect(TextWrapper.wrap("会議メモを削除しますか", width: 8) == ["会議メモ", "を削除し", "ますか"])
        #expect(TextWrapper.wrap("Delete 会議メモ.txt now", width: 10) == ["Delete 会", "議メモ.txt", "now"])
    }

    @Test func keepsLineBreaksOfTheText() {
        #expect(TextWrapper.wrap("First.\n\nSecond line.", width: 40) == ["First.", "", "Second line."])
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func noLineIsWiderThanTheWidth(width: Int) {
        let text = "Sync failed: the server 同期サーバー did not answer 🎉 at https://sync.example.com/very/long/path."
        for line in TextWrapper.wrap(text, width: width) {
            #expect(line.displayWidth <= max(width, 2), "“\(line)” is wider than \(width)")
        }
    }

    @Test func truncatesByDisplayWidthWithAnEllipsis() {
        #expect(TextWrapper.truncate("Delete Permanently", width: 10, ellipsis: "…") == "Delete Pe…")
        #expect(TextWrapper.truncate("会議メモ.txt", width: 7, ellipsis: "...") == "会議...")
        #expect(TextWrapper.truncate("short", width: 10, ellipsis: "…") == "short")
    }
}
