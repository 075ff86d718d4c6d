import Mapwright

/// Which files one module gets, from which template and data.
struct ModuleFilePlan {
    let module: Module

    /// `Blog.json`, or `Blog.json, BlogExtras.json` for a merged module.
    private var schemaFiles: String {
        module.files.map { path in path.split(separator: "/").last.map(String.init) ?? path }.joined(separator: ", ")
    }

    /// Adds the keys every template may use (`schemaFiles`, `moduleName`) to `data`.
    private func common(_ data: MustacheValue) -> MustacheValue {
        guard case .dictionary(var entries) = data else { return data }
        entries["schemaFiles"] = .string(schemaFiles)
        entries["moduleName"] = .string(module.name)
        return .dictionary(entries)
    }

    func files(renderer: TemplateRenderer) throws(CodeGenerationError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        func add(_ name: String, _ template: String, _ data: MustacheValue, in directory: String? = nil) throws(CodeGenerationError) {
            let path = "\(directory ?? module.name)/\(name).swift"
            let contents = try renderer.render(template, common(data))
            // The generated tests keep their expectations within the line limit.
            let isTests = directory == module.testsModuleName
            files.append(GeneratedFile(path: path, contents: isTests ? SwiftSource.wrappingExpectations(contents) : contents))
        }
        try add("\(module.name)Module", "Module.swift.mustache", moduleData)
        for enumType in module.enums {
            let enumContext = EnumContext(enumType: enumType, module: module)
            try add(enumType.name, enumContext.templateName, enumContext.data)
        }
        for entity in module.entities {
            let context = EntityContext(entity: entity, module: module)
            try add(entity.name, "Model.swift.mustache", context.model)
            try add(entity.builderTypeName, "Builder.swift.mustache", context.builder)
            for mapping in entity.mappings {
                let mappingContext = MappingContext(mapping: mapping, entity: entity, module: module)
                try add(mappingContext.typeName, "Mapping.swift.mustache", mappingContext.data)
                let exportContext = ExportContext(mapping: mapping, entity: entity, module: module)
                try add(exportContext.fileName, "Export.swift.mustache", exportContext.data)
                if !entity.isValueType {
                    try add(MappingContext.parserName(of: mapping), "Parser.swift.mustache", mappingContext.data)
                }
            }
            if !entity.isValueType, !entity.mappings.isEmpty {
                try add(entity.parsingProtocolName, "Parsing.swift.mustache", .dictionary([
                    "name": .string(entity.name),
                    "entityType": .string(module.name + "." + entity.name),
                    "parsingProtocol": .string(entity.parsingProtocolName),
                    "parserName": .string(entity.parserTypeName),
                ]))
            }
        }
        if !module.serverTypes.isEmpty {
            try add(GeneratedNames.registry, "Registry.swift.mustache", registryData)
        }
        for feed in module.feeds {
            try add(feed.importerTypeName, "FeedImporter.swift.mustache", FeedContext(feed: feed, module: module).data)
        }
        for file in StoreColumnsContext(module: module).files { try add(file.name, "StoreColumns.swift.mustache", file.data) }
        try addTestSupport(add)
        try addTests(add)
        return files
    }

    /// `<M>Tests/PayloadFixtureTests.swift`: the module's payload fixtures.
    func payloadFixtureTests(_ context: PayloadFixtureTestsContext, renderer: TemplateRenderer) throws(CodeGenerationError) -> GeneratedFile {
        GeneratedFile(path: "\(module.testsModuleName)/\(PayloadFixtureTestsContext.fileName).swift",
                      contents: try renderer.render("PayloadFixtureTests.swift.mustache", common(context.data)))
    }

    private typealias Add = (String, String, MustacheValue, String?) throws(CodeGenerationError) -> Void

    /// `<M>TestSupport/`: the test store, a fixture per entity, a stub per parsing protocol.
    private func addTestSupport(_ add: Add) throws(CodeGenerationError) {
        let directory = module.testSupportModuleName
        try add(TestSupportNames.store(module), "TestStore.swift.mustache",
                .dictionary([
                    "storeHelper": .string(TestSupportNames.store(module)),
                    "moduleType": .string(module.name + "." + GeneratedNames.moduleType(module.name)),
                ]), directory)
        for entity in module.entities {
            try add(TestSupportNames.fixtureFile(entity), "Fixture.swift.mustache", FixtureContext(entity: entity, module: module).data, directory)
            if !entity.isValueType, !entity.mappings.isEmpty {
                try add(entity.stubParserTypeName, "StubParser.swift.mustache", .dictionary([
                    "name": .string(entity.name),
                    "entityType": .string(module.name + "." + entity.name),
                    "stubName": .string(entity.stubParserTypeName),
                    "parsingProtocol": .string(module.name + "." + entity.parsingProtocolName),
                ]), directory)
            }
        }
    }

    /// `<M>Tests/`: a suite per mapping.
    private func addTests(_ add: Add) throws(CodeGenerationError) {
        for entity in module.entities {
            for mapping in entity.mappings {
                let suite = TestSuiteContext(mapping: mapping, entity: entity, module: module)
                try add(suite.suiteName, suite.templateName, suite.data, module.testsModuleName)
            }
        }
    }

    private var registryData: MustacheValue {
        let bindings = module.serverTypes.sorted { $0.serverType < $1.serverType }
        let entries = bindings.compactMap { binding -> (serverType: String, entity: Entity, mapping: Mapping, property: String)? in
            guard let entity = module.entity(named: binding.entity), let mapping = entity.defaultMapping else { return nil }
            return (binding.serverType, entity, mapping, entity.name.prefix(1).lowercased() + entity.name.dropFirst() + "Parser")
        }
        return .dictionary([
            "serverTypes": .list(entries.map { serverType, entity, mapping, property in
                let context = MappingContext(mapping: mapping, entity: entity, module: module)
                return .dictionary([
                    "serverType": .string(SwiftSource.commentText(serverType)),
                    "serverTypeLiteral": .string(SwiftSource.stringLiteral(serverType)),
                    "property": .string(property),
                    "parsingProtocol": .string(context.qualified(entity.parsingProtocolName)),
                    "entityType": .string(context.qualified(entity.name)),
                    "mappingType": .string(context.qualified(context.typeName)),
                    "identityFields": .list(context.identityFields(memberKeys: [])),
                    "identityArguments": .string(EntityContext(entity: entity, module: module)
                        .identityArguments(entity.identity.attributes.indices.map { "identity\($0)" })),
                ])
            }),
            "serverTypeList": .string(bindings.map { SwiftSource.stringLiteral($0.serverType) }.joined(separator: ", ")),
            "parameters": .string(entries.map { _, entity, _, property in
                "\(property): any \(module.name).\(entity.parsingProtocolName) = \(module.name).\(entity.parserTypeName)()"
            }.joined(separator: ", ")),
        ])
    }

    private var moduleData: MustacheValue {
        .dictionary([
            "entityList": .string(module.entities.filter { !$0.isValueType }.map { "\(module.name).\($0.name).self" }.joined(separator: ", ")),
            "removedEntityList": .string(module.removedEntities.map(SwiftSource.stringLiteral).joined(separator: ", ")),
            "compatibilityMember": .string("generatedByMapwright_" + GeneratorVersion.current.split(separator: ".").prefix(2).joined(separator: "_")),
        ])
    }
}

/// The Mustache data of a feed importer's file.
struct FeedContext {
    let feed: Feed
    let module: Module

    var data: MustacheValue {
        .dictionary([
            "feedName": .string(feed.name),
            "importerName": .string(feed.importerTypeName),
            "registryType": .string(module.name + "." + GeneratedNames.registry),
            "actions": .string(SwiftSource.stringLiteral(feed.actions.description)),
            "verb": .string(SwiftSource.stringLiteral(feed.verb.description)),
            "payload": .string(SwiftSource.stringLiteral(feed.payload.description)),
            "serverType": .string(SwiftSource.stringLiteral(feed.serverType.description)),
            "next": .string(feed.next.map { SwiftSource.stringLiteral($0.description) } ?? "nil"),
            "verbs": .string(feed.verbs.sorted { $0.verb < $1.verb }
                .map { "\(SwiftSource.stringLiteral($0.verb)): .\($0.action.rawValue)" }.joined(separator: ", ")),
        ])
    }
}

/// The Mustache data of an enum's file.
struct EnumContext {
    let enumType: EnumType
    let module: Module

    /// `KeptEnum.swift.mustache` for an enum that keeps unknown raw values, else `Enum.swift.mustache`.
    var templateName: String { enumType.keptUnknownCase == nil ? "Enum.swift.mustache" : "KeptEnum.swift.mustache" }

    var data: MustacheValue {
        guard let kept = enumType.keptUnknownCase else { return plainData }
        let qualified = module.name + "." + enumType.name
        let known = enumType.cases.filter { $0.name != kept.name }
        let keptValue = qualified + "." + kept.swiftName + "(" + SwiftSource.stringLiteral(kept.rawValue) + ")"
        return .dictionary([
            "name": .string(enumType.name),
            "qualifiedName": .string(qualified),
            "knownCases": .list(known.map { enumCase in
                .dictionary([
                    "swiftName": .string(enumCase.swiftName),
                    "rawValue": .string(SwiftSource.commentText(enumCase.rawValue)),
                    "rawLiteral": .string(SwiftSource.stringLiteral(enumCase.rawValue)),
                ])
            }),
            "keptName": .string(kept.name),
            "keptSwiftName": .string(kept.swiftName),
            "keptRawValue": .string(SwiftSource.commentText(kept.rawValue)),
            "keptRawLiteral": .string(SwiftSource.commentText(SwiftSource.stringLiteral(kept.rawValue))),
            "allCasesList": .string(enumType.cases.map { $0.name == kept.name ? keptValue : qualified + "." + $0.swiftName }.joined(separator: ", ")),
            "unknown": .string(keptValue),
        ])
    }

    private var plainData: MustacheValue {
        .dictionary([
            "name": .string(enumType.name),
            "qualifiedName": .string(module.name + "." + enumType.name),
            "cases": .list(enumType.cases.map { enumCase in
                .dictionary([
                    "swiftName": .string(enumCase.swiftName),
                    "rawValue": .string(SwiftSource.commentText(enumCase.rawValue)),
                    "rawLiteral": .string(SwiftSource.stringLiteral(enumCase.rawValue)),
                ])
            }),
            "hasUnknown": .bool(enumType.unknownCase != nil),
            "unknown": .string(enumType.unknownCase.map { module.name + "." + enumType.name + "." + SwiftIdentifier.escaped($0) } ?? "nil"),
        ])
    }
}
