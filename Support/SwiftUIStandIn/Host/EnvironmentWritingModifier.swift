// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `environment(_:_:)`: the content and everything below it see `value` at `keyPath`.
nonisolated struct EnvironmentWritingModifier<Value>: HostedModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        inner.environmentChanged = inner.environmentChanged || content.isFresh
        hostContent(content, of: node, context: inner, in: host)
    }
}
