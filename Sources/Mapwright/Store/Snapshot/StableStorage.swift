#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Flushes what was written to `descriptor` (a file or a directory) to stable storage,
/// so that it survives a power loss: the one call every durable write goes through.
/// Returns 0, or -1 with `errno` set.
///
/// On Apple platforms `fsync` only hands the data to the drive, which may keep it in
/// its volatile cache; `fcntl(F_FULLFSYNC)` also has the drive flush that cache. Some
/// file systems (network and FUSE volumes, some directories) refuse `F_FULLFSYNC`, and
/// then `fsync` is the best there is. Elsewhere `fsync` already reaches the medium.
func flushToStableStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) != -1 { return 0 }
    #endif
    return fsync(descriptor)
}
