import Testing
import Mapwright
import MapwrightExampleHR

/// Seed 003: the highest salary, computed on plain model values. The logic depends on
/// `SalaryEarning` (the article's `GLEmployeeInterface`), so it is tested with a test
/// double and with generated `Employee` values built from JSON, never with a store.
@Suite struct HRExampleTests {
    /// The article's `GLMockEmployee`: a salary and nothing else.
    struct MockEmployee: SalaryEarning {
        var salary: Int
    }

    /// The fixture's employees, built by the generated builders alone (no store). A
    /// builder leaves relationships to identified records to the parser, so the
    /// department's identity is set here by hand.
    private func employees() throws -> [Employee] {
        let json = try Fixture.json("hr-employees")
        let elements = try #require(json.array, "the fixture is an array")
        return try elements.map { element in
            var builder = EmployeeBuilder(json: element)
            builder.department = element["department"]?["name"]?.string.map(Department.ID.init)
            return try builder.build()
        }
    }

    @Test func highestSalaryOfMockEmployees() {
        let staff = [MockEmployee(salary: 30_000), MockEmployee(salary: 90_000), MockEmployee(salary: 45_000)]
        #expect(highestSalary(of: staff) == 90_000, "highest of 30k, 90k, 45k")
    }

    @Test func noEmployeesHaveNoHighestSalary() {
        #expect(highestSalary(of: [MockEmployee]()) == nil, "empty set: nil (the article's -1)")
    }

    @Test func oneEmployeesSalaryIsTheHighest() {
        #expect(highestSalary(of: [MockEmployee(salary: 1)]) == 1, "a single employee")
    }

    @Test func highestSalaryOfGeneratedEmployeeValues() throws {
        #expect(highestSalary(of: try employees()) == 75_000, "highest of the fixture's employees")
    }

    @Test func highestSalaryWithinOneDepartment() throws {
        let staff = try employees()
        #expect(highestSalary(in: Department.ID("Engineering"), of: staff) == 61_000, "Engineering's highest")
        #expect(highestSalary(in: Department.ID("Marketing"), of: staff) == nil, "a department without employees")
    }

    @Test func employeeValuesComeFromTheGeneratedBuilderAlone() throws {
        let staff = try employees()
        #expect(staff.map(\.name) == ["Ada", "Grace", "Linus", "Barbara"], "names: \(staff.map(\.name))")
        #expect(staff.last?.department == nil, "an employee without a department")
    }
}
