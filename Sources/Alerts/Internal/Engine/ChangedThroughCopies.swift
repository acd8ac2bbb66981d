/// A class whose stored collections change through local copies, so that no access to them
/// spans a call the compiler cannot see into (a closure, a `deinit` that a removal runs): their
/// exclusivity is then proven when compiled instead of checked at run time on every access.
///
/// ```swift
/// final class Record: ChangedThroughCopies {
///     private var requests: [Request] = []
///     func add(_ request: Request) { change(\.requests, emptied: []) { $0.append(request) } }
/// }
/// ```
@MainActor
protocol ChangedThroughCopies: AnyObject {}

extension ChangedThroughCopies {
    /// Applies `change` to the value at `storage` through a local copy: the property holds
    /// `empty` meanwhile, and the changed copy after.
    @inline(__always)
    func change<Value, Result>(
        _ storage: ReferenceWritableKeyPath<Self, Value>, emptied empty: Value, _ change: (inout Value) -> Result
    ) -> Result {
        var changed = exchange(storage, with: empty)
        let result = change(&changed)
        self[keyPath: storage] = changed
        return result
    }

    /// Puts `newValue` at `storage` and returns the value it held. A swap only moves values,
    /// so the old one goes after the access has ended, where code its `deinit` runs is safe.
    @inline(__always)
    func exchange<Value>(_ storage: ReferenceWritableKeyPath<Self, Value>, with newValue: Value) -> Value {
        var value = newValue
        swap(&self[keyPath: storage], &value)
        return value
    }
}
