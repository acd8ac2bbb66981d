import Foundation

/// A file in the demo's in-memory list.
struct DemoFile: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var byteCount: Int

    /// The list the demo starts with: names in several scripts, to show width handling.
    static let samples = [
        DemoFile(name: "Budget 2024.xlsx", byteCount: 18_400),
        DemoFile(name: "notes.txt", byteCount: 2_048),
        DemoFile(name: "会議メモ.txt", byteCount: 4_096),
        DemoFile(name: "🎉 party-plan.md", byteCount: 1_024),
        DemoFile(name: "Résumé.pdf", byteCount: 88_000),
        DemoFile(name: "photo-0042.jpeg", byteCount: 2_400_000),
    ]

    /// The size for people: "18 KB", "2.4 MB".
    var formattedSize: String {
        switch byteCount {
        case ..<1_000: "\(byteCount) B"
        case ..<1_000_000: "\(byteCount / 1_000) KB"
        default: String(format: "%.1f MB", Double(byteCount) / 1_000_000)
        }
    }
}
