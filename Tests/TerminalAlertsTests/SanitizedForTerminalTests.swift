import TerminalAlerts
import Testing

struct SanitizedForTerminalTests {
    static let hostileTitle = "Server says: \u{1B}]0;pwned\u{07}\u{1B}[2J…"

    /// No byte that a terminal acts on: C0 and C1 controls, ESC, DEL, bidirectional overrides.
    static func isInert(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(0x00...0x1F).contains(scalar.value) && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
                && !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test func escapeSequencesShowAsVisibleTextThatDoesNothing() {
        #expect(Self.hostileTitle.sanitizedForTerminal() == "Server says: ␛]0;pwned␇␛[2J…")
        #expect("up\u{1B}[1Aover".sanitizedForTerminal() == "up␛[1Aover")
        #expect("secret\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}public".sanitizedForTerminal() == "secret␈␈␈␈␈␈public")
        #expect("\u{1B}]52;c;cm0gLXJmIH4=\u{07}".sanitizedForTerminal() == "␛]52;c;cm0gLXJmIH4=␇")
        #expect("\u{1B}[5;31mblink\u{1B}[0m".sanitizedForTerminal() == "␛[5;31mblink␛[0m")
    }

    @Test func tabAndLineBreaksBecomeSpacesUnlessLineBreaksAreKept() {
        #expect("a\tb\nc\r\nd".sanitizedForTerminal() == "a b c d")
        #expect("a\tb\nc\r\nd".sanitizedForTerminal(keepingLineBreaks: true) == "a b\nc\nd")
        #expect("carriage\rreturn".sanitizedForTerminal(keepingLineBreaks: true) == "carriage␍return")
    }

    @Test func deleteAndC1ControlsAreNeutralizedAndBidirectionalOverridesDropped() {
        #expect("a\u{7F}b".sanitizedForTerminal() == "a␡b")
        #expect("\u{9B}2J\u{9D}0;x\u{9C}".sanitizedForTerminal() == "\u{FFFD}2J\u{FFFD}0;x\u{FFFD}")
        #expect("invoice\u{202E}fdp.exe\u{2066}x\u{2069}".sanitizedForTerminal() == "invoicefdp.exex")
        let everything = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init) + (0x2020...0x2070).compactMap(Unicode.Scalar.init)))
        #expect(Self.isInert(everything.sanitizedForTerminal()))
        #expect(Self.isInert(everything.sanitizedForTerminal(keepingLineBreaks: true).filter { $0 != "\n" }))
    }

    @Test func ordinaryTextIsUnchanged() {
        let text = "Delete “会議メモ.txt”? 🎉 Résumé — e\u{301} שלום"
        #expect(text.sanitizedForTerminal() == text)
    }
}
