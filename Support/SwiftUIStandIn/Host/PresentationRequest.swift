// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

import Foundation

/// What content asks of the sheet, cover or popover it is presented in, through
/// , , ,
///  or .
enum PresentationRequest {
    case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
    case dragIndicator(Visibility)
    case backgroundInteraction(PresentationBackgroundInteraction)
    case cornerRadius(CGFloat?)
    case interactiveDismissDisabled(Bool)
}
