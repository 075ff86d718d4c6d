import Foundation

/// Finds the `contents` file of a Core Data model from what the user names: an
/// `.xcdatamodeld` bundle (its current version, named by `.xccurrentversion`, else its
/// only or last `.xcdatamodel`), an `.xcdatamodel` folder, or a `contents` file itself.
enum CoreDataModelLocator {
    /// The `contents` file to read for `path`, and the model's name (the file name of the
    /// bundle or version, without its extension) for the default module name.
    static func contentsFile(for path: String) throws(CoreDataImportFailure) -> (contents: String, modelName: String) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path, reason: "no such file or directory: pass an .xcdatamodeld, an .xcdatamodel or its 'contents' file")
        }
        let url = URL(fileURLWithPath: path)
        guard isDirectory.boolValue else {
            // A `contents` file: the model is named by its folder when that is an .xcdatamodel.
            let folder = url.deletingLastPathComponent()
            let name = folder.pathExtension == "xcdatamodel" ? folder.deletingPathExtension().lastPathComponent : url.deletingPathExtension().lastPathComponent
            return (path, name)
        }
        switch url.pathExtension {
        case "xcdatamodeld":
            let version = try currentVersion(in: url)
            return (url.appendingPathComponent(version).appendingPathComponent("contents").path, url.deletingPathExtension().lastPathComponent)
        default:
            let contents = url.appendingPathComponent("contents").path
            guard manager.fileExists(atPath: contents) else {
                throw .unreadable(path, reason: "a directory without a 'contents' file: pass an .xcdatamodeld, an .xcdatamodel or a 'contents' file")
            }
            return (contents, url.deletingPathExtension().lastPathComponent)
        }
    }

    /// The `.xcdatamodel` folder name of the bundle's current version.
    private static func currentVersion(in bundle: URL) throws(CoreDataImportFailure) -> String {
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: bundle.path)
        } catch {
            throw .unreadable(bundle.path, reason: "cannot list the model bundle: \(error.localizedDescription)")
        }
        let versions = entries.filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let marker = bundle.appendingPathComponent(".xccurrentversion")
        if let data = manager.contents(atPath: marker.path) {
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            guard let name = (plist as? [String: Any])?["_XCCurrentVersionName"] as? String else {
                throw .model(".xccurrentversion names no version (_XCCurrentVersionName)", at: SchemaLocation(file: marker.path))
            }
            guard versions.contains(name) else {
                throw .model(".xccurrentversion names version '\(name)', which the bundle does not hold (it has \(versions.isEmpty ? "none" : versions.joined(separator: ", ")))",
                             at: SchemaLocation(file: marker.path))
            }
            return name
        }
        guard let last = versions.last else {
            throw .model("the model bundle holds no .xcdatamodel version", at: SchemaLocation(file: bundle.path))
        }
        return last
    }
}
