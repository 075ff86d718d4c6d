import MapwrightExampleHR

/// Seed 003's `GLEmployeeInterface`: the one thing the salary logic needs from an
/// employee. Generated `Employee` values conform; so does any test double.
protocol SalaryEarning {
    /// Yearly salary in whole currency units.
    var salary: Int { get }
}

extension Employee: SalaryEarning {}

/// The highest salary among `employees`, or nil when there are none (where the
/// article's Objective-C returns -1). Works on plain values: no store, no context.
func highestSalary(of employees: some Sequence<some SalaryEarning>) -> Int? {
    employees.lazy.map(\.salary).max()
}

/// The highest salary in `department`, among `employees` (plain values, each naming
/// its department by identity).
func highestSalary(in department: Department.ID, of employees: some Sequence<Employee>) -> Int? {
    highestSalary(of: employees.filter { $0.department == department })
}
