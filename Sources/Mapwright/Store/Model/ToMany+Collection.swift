extension ToMany: RandomAccessCollection, MutableCollection {
    /// The position of the first element: 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the position of the last element: the number of elements.
    @inlinable
    public var endIndex: Int { storage?.count ?? 0 }

    /// The number of elements.
    @inlinable
    public var count: Int { storage?.count ?? 0 }

    /// Whether the list holds no element.
    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// The element at `position`, which must be below `count`. Setting it copies only the
    /// block that holds it, and the nodes above, when another copy of the list shares them.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ToMany index out of range")
            // `storage` is non-nil whenever `position < count`.
            return storage.unsafelyUnwrapped.element(at: position)
        }
        set {
            precondition(position >= 0 && position < count, "ToMany index out of range")
            uniqueStorage().set(newValue, at: position)
        }
    }

    /// Walks the list a block at a time.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(storage) }

    /// Calls `body` with the elements in one buffer when the list is one block or less
    /// (every list of up to 32 elements); nil otherwise.
    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        guard storage.root == nil else { return nil }
        return try storage.tail.withUnsafeBufferPointer(body)
    }

    /// Reads a ``ToMany`` in order, a block at a time.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let storage: ToManyStorage<Element>?
        @usableFromInline var block: ContiguousArray<Element>
        /// The position of the block's first element in the list.
        @usableFromInline var blockStart = 0
        @usableFromInline var offset = 0

        @inlinable
        init(_ storage: ToManyStorage<Element>?) {
            self.storage = storage
            block = storage.map { $0.root == nil ? $0.tail : $0.block(holding: 0) } ?? []
        }

        /// The next element, or nil after the last.
        @inlinable
        public mutating func next() -> Element? {
            if offset == block.count {
                guard let storage else { return nil }
                let next = blockStart + block.count
                guard next < storage.count, !block.isEmpty else { return nil }
                block = next < storage.rootCount ? storage.block(holding: next) : storage.tail
                blockStart = next
                offset = 0
            }
            defer { offset += 1 }
            return block[offset]
        }
    }
}

extension ToMany: RangeReplaceableCollection {
    /// Adds `elements` at the end, in their order.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Replaces the elements in `subrange` with `elements`. Replacing an empty range at
    /// the end appends; anything else rebuilds the list, in O(n).
    @inlinable
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with elements: C) where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "ToMany range out of bounds")
        if subrange.isEmpty && subrange.lowerBound == count {
            append(contentsOf: elements)
            return
        }
        var rebuilt = ToMany()
        rebuilt.append(contentsOf: self[..<subrange.lowerBound])
        rebuilt.append(contentsOf: elements)
        rebuilt.append(contentsOf: self[subrange.upperBound...])
        self = rebuilt
    }

    /// Makes room for `capacity` elements where that saves work (a short list's buffer).
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 0, root == nil, capacity <= Self.blockSize else { return }
        uniqueStorage().tail.reserveCapacity(capacity)
    }
}

extension ToMany: ExpressibleByArrayLiteral {
    /// A list of the literal's elements, in order.
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ToMany: Equatable where Element: Equatable {
    /// Whether both lists hold equal elements in the same order.
    @inlinable
    public static func == (lhs: ToMany, rhs: ToMany) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard let left = lhs.storage, let right = rhs.storage else { return lhs.isEmpty && rhs.isEmpty }
        guard left.count == right.count else { return false }
        if left.root === right.root { return left.tail == right.tail }
        return lhs.elementsEqual(rhs)
    }
}

extension ToMany where Element: Equatable {
    /// Whether the list holds the array's elements, in the same order.
    @inlinable
    public static func == (lhs: ToMany, rhs: [Element]) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Whether the array holds the list's elements, in the same order.
    @inlinable
    public static func == (lhs: [Element], rhs: ToMany) -> Bool {
        rhs == lhs
    }

    /// Whether the list and the array differ in an element or in order.
    @inlinable
    public static func != (lhs: ToMany, rhs: [Element]) -> Bool {
        !(lhs == rhs)
    }

    /// Whether the array and the list differ in an element or in order.
    @inlinable
    public static func != (lhs: [Element], rhs: ToMany) -> Bool {
        !(rhs == lhs)
    }
}

extension ToMany: Hashable where Element: Hashable {
    /// Hashes the count and every element, in order.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension ToMany: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension ToMany: Decodable where Element: Decodable {
    /// Decodes an array of elements.
    @inlinable
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        if let count = container.count { reserveCapacity(count) }
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }
}

extension ToMany: CustomReflectable {
    /// The elements, as a collection, as an array shows them (in `dump` and the debugger).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}

extension ToMany: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements as an array literal, as an array prints them.
    public var description: String { Array(self).description }

    /// The elements as an array literal, as an array prints them for debugging.
    public var debugDescription: String { Array(self).debugDescription }
}
