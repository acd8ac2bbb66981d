import Alerts
import Testing

/// `AlertDuration` saturates on large inputs instead of trapping.
@Suite(.bug(id: "duration-trapped", "Found in review: AlertDuration trapped on large inputs")) struct AlertDurationTests {
    @Test func largeWholeNumbersSaturate() {
        #expect(AlertDuration.seconds(Int.max) == .max)
        #expect(AlertDuration.seconds(Int.min) == .min)
        #expect(AlertDuration.milliseconds(Int.max) == .max)
        #expect(AlertDuration.milliseconds(-Int.max) == .min)
        #expect(AlertDuration.seconds(9_223_372_036) == AlertDuration(nanoseconds: 9_223_372_036_000_000_000))
        #expect(AlertDuration.seconds(9_223_372_037) == .max)
    }

    @Test func nonFiniteAndLargeFractionsSaturate() {
        #expect(AlertDuration.seconds(Double.infinity) == .max)
        #expect(AlertDuration.seconds(-Double.infinity) == .min)
        #expect(AlertDuration.seconds(Double.nan) == .zero)
        #expect(AlertDuration.seconds(1e300) == .max)
        #expect(AlertDuration.seconds(0.25) == .milliseconds(250))
        #expect(AlertDuration.seconds(-0.0000000004) == .zero)
    }

    @Test func sumsAndDifferencesSaturate() {
        #expect(AlertDuration.max + .seconds(1) == .max)
        #expect(AlertDuration.min - .seconds(1) == .min)
        #expect(AlertDuration.max - .min == .max)
        #expect(AlertDuration.min + .min == .min)
        #expect(AlertDuration.zero - .max == AlertDuration(nanoseconds: -Int64.max))
        #expect(AlertDuration.seconds(2) - .seconds(3) == .seconds(-1))
    }

    @Test func swiftDurationsBeyondTheRangeSaturate() {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        #expect(AlertDuration(Duration.seconds(10_000_000_000)) == .max)
        #expect(AlertDuration(Duration.seconds(-10_000_000_000)) == .min)
        #expect(AlertDuration(Duration.milliseconds(1_500)) == .milliseconds(1_500))
        #expect(AlertDuration(Duration.nanoseconds(-7)) == AlertDuration(nanoseconds: -7))
    }
}
