/// The identities a record's to-many relationship holds, in the order they were linked.
///
/// A generated model keeps each to-many relationship as a `ToMany` of the target's
/// identity (`public var posts: Mapwright.ToMany<Post.ID>`). It reads like an array: it
/// is a random-access collection, is written as an array literal (`posts: ["p-1"]`), and
/// is `Equatable`, `Hashable` and `Codable` (as a JSON array) when its elements are.
/// `Array(author.posts)` makes an array of it.
///
/// Why not an array: the store keeps every version of a record that a snapshot, a
/// context or a reader can still see, and those versions share what they have in common.
/// With an array, the first link a unit of work adds to a popular author copies the
/// author's whole list of posts, so each import got slower as the store grew. A `ToMany`
/// shares its elements between copies in blocks of 32: appending to a copy copies at
/// most one block and the few nodes above it, whatever the length of the list.
///
/// Appending is amortized O(1); reading an element by position is O(log₃₂ n), effectively
/// constant; inserting or removing anywhere but the end is O(n), as it is for an array.
public struct ToMany<Element> {
    /// The elements; nil while there are none. Copies of the list share it until one of
    /// them writes, which then copies it (not the blocks it holds; see ``ToManyStorage``).
    /// One reference, so that a record holding a list is no larger than with an array.
    @usableFromInline var storage: ToManyStorage<Element>?

    /// An empty list.
    @inlinable
    public init() {
        storage = nil
    }

    /// A list of `elements`, in their order.
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    /// The number of elements in a block (a leaf of the trie) and of children of a branch.
    @inlinable
    static var blockSize: Int { 32 }

    /// The bits of a position that select a child at one level of the trie.
    @inlinable
    static var bitsPerLevel: Int { 5 }

    /// The trie of full blocks (nil while every element fits in the tail).
    @inlinable
    var root: ToManyNode<Element>? { storage?.root }

    /// How many elements the trie holds (a multiple of 32).
    @inlinable
    var rootCount: Int { storage?.rootCount ?? 0 }

    /// The storage, held by this list alone: made when there is none, copied when shared.
    @inlinable
    mutating func uniqueStorage() -> ToManyStorage<Element> {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let made = storage?.copy() ?? ToManyStorage()
        storage = made
        return made
    }

    /// Adds `element` at the end.
    @inlinable
    public mutating func append(_ element: Element) {
        uniqueStorage().append(element)
    }
}

extension ToMany: Sendable where Element: Sendable {}

/// What a ``ToMany`` holds: its full blocks of 32 in a trie, and its last elements.
///
/// Written only while one list holds it (``ToMany/uniqueStorage()``), and never accessed
/// re-entrantly, so its stored properties skip dynamic exclusivity checks.
@usableFromInline
final class ToManyStorage<Element> {
    /// The full blocks of 32, in a trie; nil while every element fits in `tail`.
    @usableFromInline @exclusivity(unchecked) var root: ToManyNode<Element>?
    /// The last elements, up to 32, not in the trie yet.
    @usableFromInline @exclusivity(unchecked) var tail: ContiguousArray<Element>
    /// How many elements the trie holds (a multiple of 32).
    @usableFromInline @exclusivity(unchecked) var rootCount: Int

    @inlinable
    init() {
        root = nil
        tail = []
        rootCount = 0
    }

    @inlinable
    init(root: ToManyNode<Element>?, tail: ContiguousArray<Element>, rootCount: Int) {
        self.root = root
        self.tail = tail
        self.rootCount = rootCount
    }

    /// A storage sharing this one's trie and tail (each copied when first written).
    @inlinable
    func copy() -> ToManyStorage {
        ToManyStorage(root: root, tail: tail, rootCount: rootCount)
    }

    @inlinable
    var count: Int { rootCount + tail.count }

    /// The shift of the root's level: 0 when the root is one block, 5 when its children
    /// are blocks, and so on.
    @inlinable
    var rootShift: Int {
        let bits = Int.bitWidth - (rootCount - 1).leadingZeroBitCount
        return Swift.max(0, (bits - 1) / ToMany<Element>.bitsPerLevel * ToMany<Element>.bitsPerLevel)
    }

    /// The trie's leaf (a block) that holds the element at `position` (below `rootCount`);
    /// nil when there is no trie.
    @inlinable
    func leaf(holding position: Int) -> ToManyNode<Element>? {
        guard var node = root else { return nil }
        var shift = rootShift
        while shift > 0 {
            node = node.children[(position &>> shift) & (ToMany<Element>.blockSize - 1)]
            shift -= ToMany<Element>.bitsPerLevel
        }
        return node
    }

    /// The block that holds the element at `position` (below `rootCount`).
    @inlinable
    func block(holding position: Int) -> ContiguousArray<Element> {
        // `root` is non-nil whenever `position < rootCount`.
        leaf(holding: position)?.elements ?? tail
    }

    /// The element at `position` (below `count`).
    @inlinable
    func element(at position: Int) -> Element {
        if position >= rootCount { return tail[position - rootCount] }
        return block(holding: position)[position & (ToMany<Element>.blockSize - 1)]
    }

    /// Adds `element` at the end.
    @inlinable
    func append(_ element: Element) {
        if tail.count == ToMany<Element>.blockSize { pushTail() }
        // Room for a few from the first: grown one at a time from empty, an array is
        // reallocated on its first, second and third appends.
        if tail.isEmpty { tail.reserveCapacity(4) }
        tail.append(element)
    }

    /// Moves the full `tail` into the trie as its last block.
    @inlinable
    func pushTail() {
        let block = ToManyNode(elements: tail)
        tail = []
        guard var node = root.take() else {
            root = block
            rootCount = ToMany<Element>.blockSize
            return
        }
        let shift = rootShift
        if rootCount == ToMany<Element>.blockSize &<< shift {
            // The trie is full at this height: a new root over the old one and the new block.
            node = ToManyNode(children: [node, ToManyNode.path(to: block, height: shift)])
        } else {
            if !isKnownUniquelyReferenced(&node) { node = node.copy() }
            node.push(block, at: rootCount, shift: shift)
        }
        root = node
        rootCount += ToMany<Element>.blockSize
    }

    /// Sets the element at `position` (below `count`).
    @inlinable
    func set(_ element: Element, at position: Int) {
        if position >= rootCount {
            tail[position - rootCount] = element
            return
        }
        guard var node = root.take() else { return }
        let shift = rootShift
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
        node.set(element, at: position, shift: shift)
        root = node
    }
}

// Shared storage is never written: a list writes only to storage it holds the one
// reference to (``ToMany/uniqueStorage()``), as an array does with its buffer.
extension ToManyStorage: @unchecked Sendable where Element: Sendable {}
