/// A node of a ``ToMany``'s trie: a block of elements (a leaf) or up to 32 children.
/// Shared between copies of a list until one of them writes to it.
@usableFromInline
final class ToManyNode<Element> {
    @usableFromInline var children: ContiguousArray<ToManyNode<Element>>
    @usableFromInline var elements: ContiguousArray<Element>

    @inlinable
    init(elements: ContiguousArray<Element>) {
        self.children = []
        self.elements = elements
    }

    @inlinable
    init(children: ContiguousArray<ToManyNode<Element>>) {
        self.children = children
        self.elements = []
    }

    /// A node that shares this one's children or elements.
    @inlinable
    func copy() -> ToManyNode {
        children.isEmpty ? ToManyNode(elements: elements) : ToManyNode(children: children)
    }

    /// `block` under branches down from a node whose children are at `height - 5`.
    @inlinable
    static func path(to block: ToManyNode, height: Int) -> ToManyNode {
        var node = block
        var level = 0
        while level < height {
            node = ToManyNode(children: [node])
            level += ToMany<Element>.bitsPerLevel
        }
        return node
    }

    /// Adds `block` as the block at `position` under this branch, whose level is `shift`;
    /// writes in place on the nodes it owns alone and copies the others.
    @inlinable
    func push(_ block: ToManyNode, at position: Int, shift: Int) {
        let index = (position &>> shift) & (ToMany<Element>.blockSize - 1)
        if shift == ToMany<Element>.bitsPerLevel {
            children.append(block)
        } else if index < children.count {
            if !isKnownUniquelyReferenced(&children[index]) { children[index] = children[index].copy() }
            children[index].push(block, at: position, shift: shift - ToMany<Element>.bitsPerLevel)
        } else {
            children.append(Self.path(to: block, height: shift - ToMany<Element>.bitsPerLevel))
        }
    }

    /// Sets the element at `position` under this node, whose level is `shift`; writes in
    /// place on the nodes it owns alone and copies the others.
    @inlinable
    func set(_ element: Element, at position: Int, shift: Int) {
        guard shift > 0 else {
            elements[position & (ToMany<Element>.blockSize - 1)] = element
            return
        }
        let index = (position &>> shift) & (ToMany<Element>.blockSize - 1)
        if !isKnownUniquelyReferenced(&children[index]) { children[index] = children[index].copy() }
        children[index].set(element, at: position, shift: shift - ToMany<Element>.bitsPerLevel)
    }
}

// Shared nodes are never written: a list writes only to nodes it holds the one
// reference to (`isKnownUniquelyReferenced`), as an array does with its buffer.
extension ToManyNode: @unchecked Sendable where Element: Sendable {}
