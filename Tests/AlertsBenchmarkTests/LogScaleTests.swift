import Testing

@testable import alerts_benchmark

/// The logarithmic axes of the benchmark's plots: whole decades that hold every value, each
/// decade the same length, in either direction.
@Suite struct LogScaleTests {
    @Test func everyDecadeTakesTheSameLength() {
        let scale = LogScale(covering: [1_000, 10_000, 100_000], start: 100, end: 500)
        #expect(scale.lowerExponent == 3 && scale.upperExponent == 5)
        #expect(scale.tickExponents == 3...5)
        #expect(scale.position(of: 1_000) == 100)
        #expect(abs(scale.position(of: 10_000) - 300) < 1e-9)
        #expect(abs(scale.position(of: 100_000) - 500) < 1e-9)
        #expect(scale.position(ofExponent: 4) == 300)
        // Between the ticks a value lies by its logarithm: 3,162 is half a decade above 1,000.
        #expect(abs(scale.position(of: 3_162.277_660_168_379_5) - 200) < 1e-6)
    }

    @Test func theDecadesAreTheSmallestThatHoldEveryValue() {
        let scale = LogScale(covering: [81.3e-6, 0.828e-3, 11.6], start: 0, end: 700)
        #expect(scale.lowerExponent == -5 && scale.upperExponent == 2)
        #expect(scale.position(ofExponent: -5) == 0 && scale.position(ofExponent: 2) == 700)
        #expect(scale.position(ofExponent: -4) == 100)
    }

    @Test func aVerticalAxisGrowsUpwards() {
        let scale = LogScale(covering: [0.001, 0.1], start: 350, end: 70)
        #expect(scale.position(of: 0.001) == 350)
        #expect(abs(scale.position(of: 0.01) - 210) < 1e-9)
        #expect(abs(scale.position(of: 0.1) - 70) < 1e-9)
    }

    @Test func valuesAtOrBelowZeroLieAtTheStartAndOneDecadeIsTheLeast() {
        let scale = LogScale(covering: [0, -3, 10], start: 10, end: 20)
        #expect(scale.lowerExponent == 1 && scale.upperExponent == 2)
        #expect(scale.position(of: 0) == 10)
        #expect(LogScale(covering: [], start: 0, end: 1).tickExponents == 0...1)
    }
}
