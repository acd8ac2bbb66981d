// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Counts the changes that can make a pass over a host's tree come out differently: writes to
/// the state of its views, and what the host itself does to them. The host shares it with the
/// property store of every view it evaluates, and skips a pass over a tree that was already
/// settled when the count has not moved since.
final class ChangeCounter {
    private(set) var count = 0

    /// Records a change.
    func note() {
        count &+= 1
    }
}
