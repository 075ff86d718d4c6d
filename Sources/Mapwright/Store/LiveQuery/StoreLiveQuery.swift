import Observation  // availability-checked: StoreLiveQuery is @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)

/// A query's current results for SwiftUI, on the Observation framework: an `@Observable`
/// object on the main actor whose ``records`` (with the records the query includes, in
/// ``results``), ``count``, ``changes`` and ``error`` follow the store's commits as
/// ``Store/observe(_:minimumInterval:)-(StoreQuery<E>,_)`` does. A view keeps it in `@State`; reading its
/// properties in `body` redraws the view when they change.
///
/// ```swift
/// struct PostList: View {
///     @State private var posts: StoreLiveQuery<Post>
///
///     init(store: Store) {
///         _posts = State(initialValue: StoreLiveQuery(StoreQuery(Post.self).including(Post.Columns.author), in: store))
///     }
///
///     var body: some View {
///         List(posts.results) { post in
///             Text(post.content)
///             Text(posts.results.relatedRecord(Post.Columns.author, of: post)?.name ?? "")
///         }
///     }
/// }
/// ```
///
/// It loads off the main actor (the fetch runs on the global executor) and publishes on
/// it; it stops observing when it is released. Bursts of commits coalesce into one new
/// value per `minimumInterval`, as ``StoreObservation`` describes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable  // availability-checked: the class is @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class StoreLiveQuery<E: StoreEntity> {
    /// The records and the related records included, as of the last value (empty until
    /// the first arrives: see ``isLoaded``).
    public private(set) var results = StoreResults<E>(records: [])
    /// The number of records in ``results``.
    public private(set) var count = 0
    /// How ``records`` changed with the last value, for list views that animate.
    public private(set) var changes = StoreListChanges<E.ID>()
    /// Whether a first value has arrived.
    public private(set) var isLoaded = false
    /// The error that ended the observation (a fetch that threw), or nil.
    public private(set) var error: (any Error)?
    /// Cancels the observing task when this object goes away.
    @ObservationIgnored private let lifetime = StoreLiveQueryLifetime()

    /// The records, in the query's order.
    public var records: [E] { results.records }

    /// Follows `query` on `store` from now on, including the related records it names.
    public init(_ query: StoreIncludingQuery<E>, in store: Store, minimumInterval: Double = StoreObservationDefaults.minimumInterval) {
        let observation = store.observe(query, minimumInterval: minimumInterval)
        lifetime.start(Task { [weak self] in
            do {
                for try await results in observation {
                    guard let self else { return }
                    self.publish(results)
                }
            } catch {
                self?.error = error
            }
        })
    }

    /// Follows `query` on `store` from now on.
    public convenience init(_ query: StoreQuery<E>, in store: Store, minimumInterval: Double = StoreObservationDefaults.minimumInterval) {
        self.init(query.including(), in: store, minimumInterval: minimumInterval)
    }

    /// Makes `next` the current value.
    private func publish(_ next: StoreResults<E>) {
        changes = StoreListChanges(from: results, to: next)
        results = next
        count = next.count
        isLoaded = true
    }
}

/// The task of a ``StoreLiveQuery``, cancelled when the live query (its only owner)
/// is released.
final class StoreLiveQueryLifetime: Sendable {
    private let task = Locked<Task<Void, Never>?>(nil)

    /// Keeps `task` until this goes away.
    func start(_ task: Task<Void, Never>) {
        self.task.withLock { $0 = task }
    }

    deinit {
        task.withLock { $0?.cancel() }
    }
}
