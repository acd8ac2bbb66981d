// swift-tools-version:6.0
// The deployment floor of the fixtures, read the way the audit reads Package.swift.
import PackageDescription

let package = Package(
    name: "fixtures",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS("15.0"), .watchOS(.v8), .visionOS(.v1)],
    targets: []
)
