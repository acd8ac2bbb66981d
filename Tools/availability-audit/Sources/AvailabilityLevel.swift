/// How far a piece of code can rely on a platform.
///
/// As a requirement, `.version(16.0)` means "needs 16.0 or newer" and `.never` means "must
/// not be compiled for this platform at all" (the declaration is unavailable there). As a
/// context, `.version(16.0)` means "runs only on 16.0 or newer" and `.never` means "is never
/// built or run for this platform" (excluded by `#if`, or inside a declaration that is
/// itself unavailable there). A context satisfies a requirement when it is at least as high.
enum AvailabilityLevel: Comparable {
    case version(PlatformVersion)
    case never
}
