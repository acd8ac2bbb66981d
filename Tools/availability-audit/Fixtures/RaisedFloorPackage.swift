// swift-tools-version:6.0
// A higher floor for the fixtures: what it reaches needs no check any more.
import PackageDescription

let package = Package(
    name: "fixtures",
    platforms: [.iOS("17.0"), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v2)],
    targets: []
)
