// Declarations of Apple's Foundation that Foundation on Linux lacks, with the availability
// Apple's SDK interfaces give them (iOS 16 SDK). The audit indexes this file; nothing compiles
// it. Add a declaration here when the package starts using another gated Foundation API.

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource {
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {}
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {}

    public enum BundleDescription {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    public var key: String { "" }
    public var locale: Locale
    public var table: String?
    public var bundle: BundleDescription
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension String {
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public struct LocalizationValue {}

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {}

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(localized resource: LocalizedStringResource) {}
}

extension AttributedString {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(localized resource: LocalizedStringResource) {}
}
