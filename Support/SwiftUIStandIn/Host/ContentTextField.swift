// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A text field or secure field of the content met in the last pass.
struct ContentTextField {
    let level: Int
    /// Its placeholder title, by which tests find it.
    let title: String
    let isSecure: Bool
    /// The text it edits.
    let text: Binding<String>
    /// Whether it takes input: `false` inside `allowsHitTesting(false)` or `disabled(true)`.
    let isHittable: Bool
}
