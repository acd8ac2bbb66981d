import Testing

@testable import TerminalAlerts

/// The size a session takes from `COLUMNS` and `LINES` when the terminal does not tell.
@Suite struct TerminalSessionSizeTests {
    private func size(_ columns: String?, _ lines: String?) -> TerminalSize {
        var environment: [String: String] = [:]
        environment["COLUMNS"] = columns
        environment["LINES"] = lines
        return TerminalSession.environmentSize(environment)
    }

    @Test func columnsAndLinesAreTakenAsTheyAre() {
        #expect(size("132", "43") == TerminalSize(columns: 132, rows: 43))
        #expect(size(nil, nil) == TerminalSize(columns: 80, rows: 24))
    }

    @Test func hugeValuesAreClampedSoThatACanvasFits() {
        let largest = TerminalSession.largestEnvironmentDimension
        #expect(size("9223372036854775807", "2") == TerminalSize(columns: largest, rows: 2))
        #expect(size("100000", "100000") == TerminalSize(columns: largest, rows: largest))
        #expect(size("99999999999999999999999", "3") == TerminalSize(columns: largest, rows: 3), "beyond Int")
        let canvas = TerminalCanvas(size: size("100000", "100000"))
        #expect(canvas.size.columns * canvas.size.rows == largest * largest)
    }

    @Test func zeroNegativeAndGarbageFallBackTo80By24() {
        #expect(size("0", "0") == TerminalSize(columns: 80, rows: 24))
        #expect(size("-5", "-9223372036854775808") == TerminalSize(columns: 80, rows: 24))
        #expect(size("wide", "") == TerminalSize(columns: 80, rows: 24))
        #expect(size("８０", "+24") == TerminalSize(columns: 80, rows: 24), "digits of other scripts and signs are not taken")
    }
}
