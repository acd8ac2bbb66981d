import Foundation
import Testing

@testable import TerminalAlerts

@Suite struct TerminalModeTests {
    private let terminal = ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]

    @Test func aCapableTerminalGetsTheFullScreenWithColourAndUnicode() {
        #expect(TerminalMode.mode(environment: terminal) == .fullScreen(TerminalAppearance(usesColor: true, usesUnicode: true)))
    }

    @Test func noColorTurnsColourOffWhenSetAndNotEmpty() {
        #expect(
            TerminalMode.mode(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }) == .fullScreen(TerminalAppearance(usesColor: false, usesUnicode: true)))
        #expect(
            TerminalMode.mode(environment: terminal.merging(["NO_COLOR": ""]) { $1 }) == .fullScreen(TerminalAppearance(usesColor: true, usesUnicode: true)))
    }

    @Test func aDumbTerminalAndTheAccessibleModeGetPlainLines() {
        #expect(TerminalMode.mode(environment: terminal.merging(["TERM": "dumb"]) { $1 }) == .lines)
        #expect(TerminalMode.mode(environment: terminal.merging(["ALERTS_ACCESSIBLE": "1"]) { $1 }) == .lines)
        #expect(TerminalMode.mode(environment: terminal.merging(["ALERTS_ACCESSIBLE": "0"]) { $1 }) != .lines)
    }

    @Test func aLocaleThatIsNotUTF8GetsAsciiDrawing() {
        #expect(!TerminalMode.localeIsUTF8(["LANG": "C"]))
        #expect(!TerminalMode.localeIsUTF8([:]))
        #expect(TerminalMode.localeIsUTF8(["LANG": "C.utf8"]))
        #expect(!TerminalMode.localeIsUTF8(["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]))
        #expect(TerminalMode.localeIsUTF8(["LC_ALL": "", "LC_CTYPE": "ja_JP.UTF-8", "LANG": "C"]))
    }

    @Test func withoutATerminalOnBothSidesItIsLineMode() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        #expect(TerminalMode.detect(environment: terminal, input: descriptors[0], output: descriptors[1]) == .lines)
    }
}
