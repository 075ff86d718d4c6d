import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a Core Data `contents` file (XML) into a ``CoreDataModel``, keeping each
/// element's position. Input that is not XML, not a Core Data model, or lacks what an
/// element needs (a name, a type, a destination) is a ``CoreDataImportFailure`` at its
/// line and column.
enum CoreDataModelReader {
    /// The model in `data`, read from the file `path` (used in positions).
    static func read(_ data: Data, path: String) throws(CoreDataImportFailure) -> CoreDataModel {
        let delegate = CoreDataXMLDelegate(path: path, data: data)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure { throw failure }
        guard parsed else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            let location = SchemaLocation(file: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            throw .model("not XML, so not a Core Data model: \(reason)", at: location)
        }
        guard delegate.sawRoot else {
            throw .model("not a Core Data model: the file holds no XML element", at: SchemaLocation(file: path, line: 1, column: 1))
        }
        return delegate.model
    }
}

/// The `XMLParser` delegate behind ``CoreDataModelReader``: builds the model element by
/// element and stops at the first problem.
private final class CoreDataXMLDelegate: NSObject, XMLParserDelegate {
    /// XML attributes that only concern Xcode's code generation or editor, not the data.
    static let ignoredSettings: Set<String> = ["syncable", "usesScalarValueType", "codeGenerationType", "elementID"]

    let path: String
    let lines: [ArraySlice<UInt8>]
    var model = CoreDataModel()
    var failure: CoreDataImportFailure?
    var sawRoot = false
    /// Element names from the root down to the current one.
    var stack: [String] = []
    var entity: CoreDataEntity?
    var attribute: CoreDataAttribute?
    var relationship: CoreDataRelationship?
    var fetchIndex: CoreDataFetchIndex?
    var uniqueness: CoreDataUniquenessConstraint?
    /// Depth of an element whose contents are skipped (a fetched property, the diagram layout).
    var skippingFrom: Int?

    init(path: String, data: Data) {
        self.path = path
        lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Where the element `name` that the parser just started begins: libxml2 reports the
    /// end of its start tag, so this looks back on that line (and those before) for `<name`.
    func location(ofElement name: String, parser: XMLParser) -> SchemaLocation {
        let needle = Array(("<" + name).utf8)
        var line = min(max(parser.lineNumber, 1), lines.count)
        var limit = parser.columnNumber > 0 ? parser.columnNumber - 1 : Int.max
        while line >= 1 {
            let bytes = Array(lines[line - 1])
            let end = min(limit, bytes.count)
            if end >= needle.count {
                for start in stride(from: end - needle.count, through: 0, by: -1) where bytes[start..<start + needle.count].elementsEqual(needle) {
                    let column = bytes[..<start].filter { $0 & 0xC0 != 0x80 }.count + 1
                    return SchemaLocation(file: path, line: line, column: column)
                }
            }
            line -= 1
            limit = Int.max
        }
        return SchemaLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    func fail(_ failure: CoreDataImportFailure, _ parser: XMLParser) {
        guard self.failure == nil else { return }
        self.failure = failure
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        guard failure == nil else { return }
        let here = location(ofElement: name, parser: parser)
        stack.append(name)
        if skippingFrom != nil { return }
        let depth = stack.count
        if depth == 1 {
            sawRoot = true
            guard name == "model" else {
                return fail(.model("not a Core Data model: the root element is <\(name)>, expected <model>", at: here), parser)
            }
            model.location = here
            return
        }
        let parent = stack[stack.count - 2]
        switch (parent, name) {
        case ("model", "entity"):
            guard let entityName = attributes["name"], !entityName.isEmpty else {
                return fail(.model("entity without a name", at: here), parser)
            }
            var entity = CoreDataEntity(name: entityName, location: here)
            entity.representedClassName = attributes["representedClassName"]
            entity.parentEntity = attributes["parentEntity"]
            entity.isAbstract = attributes["isAbstract"] == "YES"
            entity.renamingIdentifier = attributes["renamingIdentifier"]
            entity.extraSettings = extras(attributes, handled: ["name", "representedClassName", "parentEntity", "isAbstract", "renamingIdentifier"])
            self.entity = entity
        case ("model", "elements"):
            skippingFrom = depth
        case ("model", "fetchRequest"):
            model.unsupported.append(CoreDataUnsupported(location: here, what: "fetch request '\(attributes["name"] ?? "")' (of \(attributes["entity"] ?? "no entity"))"))
            skippingFrom = depth
        case ("model", "configuration"):
            model.unsupported.append(CoreDataUnsupported(location: here, what: "configuration '\(attributes["name"] ?? "")'"))
            skippingFrom = depth
        case ("entity", "attribute"):
            guard let attributeName = attributes["name"], !attributeName.isEmpty else {
                return fail(.model("attribute without a name in entity '\(entity?.name ?? "")'", at: here), parser)
            }
            let isTransient = attributes["transient"] == "YES"
            guard let type = attributes["attributeType"] ?? (isTransient ? "Undefined" : nil) else {
                return fail(.model("attribute '\(attributeName)' of entity '\(entity?.name ?? "")' has no attributeType", at: here), parser)
            }
            var attribute = CoreDataAttribute(name: attributeName, location: here, attributeType: type)
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = isTransient
            attribute.isIndexed = attributes["indexed"] == "YES"
            attribute.defaultValue = attributes["defaultValueString"]
            attribute.defaultDateTimeInterval = attributes["defaultDateTimeInterval"]
            attribute.valueTransformerName = attributes["valueTransformerName"]
            attribute.customClassName = attributes["customClassName"]
            attribute.renamingIdentifier = attributes["renamingIdentifier"]
            attribute.extraSettings = extras(attributes, handled: ["name", "attributeType", "optional", "transient", "indexed", "defaultValueString", "defaultDateTimeInterval",
                                                                   "valueTransformerName", "customClassName", "renamingIdentifier"])
            self.attribute = attribute
        case ("entity", "relationship"):
            guard let relationshipName = attributes["name"], !relationshipName.isEmpty else {
                return fail(.model("relationship without a name in entity '\(entity?.name ?? "")'", at: here), parser)
            }
            guard let destination = attributes["destinationEntity"], !destination.isEmpty else {
                return fail(.model("relationship '\(relationshipName)' of entity '\(entity?.name ?? "")' has no destinationEntity", at: here), parser)
            }
            var relationship = CoreDataRelationship(name: relationshipName, location: here, destinationEntity: destination)
            relationship.inverseName = attributes["inverseName"]
            relationship.inverseEntity = attributes["inverseEntity"]
            relationship.isToMany = attributes["toMany"] == "YES"
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.isTransient = attributes["transient"] == "YES"
            relationship.minCount = attributes["minCount"].flatMap { Int($0) }
            relationship.maxCount = attributes["maxCount"].flatMap { Int($0) }
            relationship.deletionRule = attributes["deletionRule"] ?? "Nullify"
            relationship.renamingIdentifier = attributes["renamingIdentifier"]
            relationship.extraSettings = extras(attributes, handled: ["name", "destinationEntity", "inverseName", "inverseEntity", "toMany", "ordered",
                                                                      "optional", "transient", "minCount", "maxCount", "deletionRule", "renamingIdentifier"])
            self.relationship = relationship
        case ("entity", "fetchedProperty"):
            entity?.unsupported.append(CoreDataUnsupported(location: here, what: "fetched property '\(attributes["name"] ?? "")'"))
            skippingFrom = depth
        case ("entity", "fetchIndex"):
            fetchIndex = CoreDataFetchIndex(name: attributes["name"] ?? "", location: here)
        case ("fetchIndex", "fetchIndexElement"):
            if let property = attributes["property"], attributes["type"].map({ $0 == "Binary" }) ?? true {
                fetchIndex?.properties.append(property)
            } else {
                let what = attributes["expression"].map { "expression '\($0)'" } ?? "\(attributes["type"] ?? "") element"
                let indexName = fetchIndex?.name ?? ""
                fetchIndex?.unsupported.append(CoreDataUnsupported(location: here, what: "fetch index '\(indexName)': \(what)"))
            }
        case ("entity", "compoundIndexes"), ("entity", "uniquenessConstraints"):
            break
        case ("compoundIndexes", "compoundIndex"):
            fetchIndex = CoreDataFetchIndex(name: "compound index", location: here)
        case ("compoundIndex", "index"):
            if let value = attributes["value"] { fetchIndex?.properties.append(value) }
        case ("uniquenessConstraints", "uniquenessConstraint"):
            uniqueness = CoreDataUniquenessConstraint(names: [], location: here)
        case ("uniquenessConstraint", "constraint"):
            if let value = attributes["value"] { uniqueness?.names.append(value) }
        case (_, "userInfo"):
            break
        case ("userInfo", "entry"):
            let entry = CoreDataUserInfoEntry(key: attributes["key"] ?? "", value: attributes["value"] ?? "", location: here)
            switch stack.count >= 3 ? stack[stack.count - 3] : "" {
            case "attribute": attribute?.userInfo.append(entry)
            case "relationship": relationship?.userInfo.append(entry)
            case "entity": entity?.userInfo.append(entry)
            default: model.unsupported.append(CoreDataUnsupported(location: here, what: "model userInfo entry '\(entry.key)'"))
            }
        default:
            let owner = entity.map { " in entity '\($0.name)'" } ?? ""
            let unknown = CoreDataUnsupported(location: here, what: "element <\(name)>\(owner)")
            if entity != nil { entity?.unsupported.append(unknown) } else { model.unsupported.append(unknown) }
            skippingFrom = depth
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        defer { stack.removeLast() }
        if let skipping = skippingFrom {
            if stack.count == skipping { skippingFrom = nil }
            return
        }
        switch name {
        case "attribute" where stack.count == 3:
            if let attribute { entity?.attributes.append(attribute) }
            attribute = nil
        case "relationship" where stack.count == 3:
            if let relationship { entity?.relationships.append(relationship) }
            relationship = nil
        case "fetchIndex", "compoundIndex":
            if let fetchIndex { entity?.fetchIndexes.append(fetchIndex) }
            fetchIndex = nil
        case "uniquenessConstraint":
            if let uniqueness { entity?.uniquenessConstraints.append(uniqueness) }
            uniqueness = nil
        case "entity" where stack.count == 2:
            if let entity { model.entities.append(entity) }
            entity = nil
        default:
            break
        }
    }

    /// The XML attributes not in `handled` nor ignored, sorted by name.
    func extras(_ attributes: [String: String], handled: Set<String>) -> [CoreDataExtraSetting] {
        attributes.keys.sorted().filter { !handled.contains($0) && !Self.ignoredSettings.contains($0) }.map {
            CoreDataExtraSetting(name: $0, value: attributes[$0] ?? "")
        }
    }
}
