#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Advice to the kernel about the reader's large buffers (the copy of the source and
/// the tape), which are written once from start to end right after they are allocated.
///
/// On Linux with transparent huge pages in `madvise` mode, asking for huge pages turns
/// one page fault per 4 KiB into one per 2 MiB and saves as many TLB misses: a large
/// document reads markedly faster. Elsewhere, and for small buffers, it does nothing.
enum LargeBufferAdvice {
    /// Buffers below this size are left alone (a huge page would mostly be wasted).
    static let threshold = 4 << 20

    /// Asks for huge pages over the whole 2 MiB-aligned part of `count` bytes at `start`.
    static func preferHugePages(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard count >= threshold else { return }
        let hugePage = 2 << 20
        let first = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: start) + count) & ~(hugePage - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        // Advice only: a kernel without transparent huge pages says no, and nothing changes.
        _ = madvise(aligned, end - first, MADV_HUGEPAGE)
        #endif
    }
}
