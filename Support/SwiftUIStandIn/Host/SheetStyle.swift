// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// How presented content covers the view that presents it.
package enum SheetStyle: Sendable {
    /// `sheet`: the presenting view stays on screen beneath (on iPhone a card over it, on iPad
    /// a form sheet); it does not disappear.
    case sheet
    /// `popover`: on iPad a popover beside the presenting view, on iPhone a sheet; either way
    /// the presenting view stays on screen beneath and does not disappear.
    case popover
    /// `fullScreenCover`: the presenting view's level goes off screen and disappears.
    case fullScreenCover
}
