import MapwrightGenerator

print("mapwright \(GeneratorVersion.current)")
