extension ModelRun: ModelRunning {
    /// Each field of an alert or sheet request put back to its default, one at a time, and a
    /// host of the second window attached in the main one instead.
    static let simplifications: [(Step) -> Step] =
        [
            { step in
                guard case .attachInSecondWindow(let label, let settling) = step else { return step }
                return .attach(label, settling)
            }
        ]
        + requestSimplifications.map { simplify in
            { step in
                guard case .request(let label, var spec) = step else { return step }
                simplify(&spec)
                return .request(label, spec)
            }
        }
        + sheetSimplifications.map { simplify in
            { step in
                guard case .requestSheet(let label, var spec) = step else { return step }
                simplify(&spec)
                return .requestSheet(label, spec)
            }
        }

    private static let sheetSimplifications: [(inout SheetSpec) -> Void] = [
        { $0.onRelease = nil },
        { $0.interrupts = false },
        { $0.mode = .show },
        { $0.key = nil },
        { $0.valueType = .text },
        { $0.priority = 500 },
        { $0.via = nil },
    ]

    private static let requestSimplifications: [(inout RequestSpec) -> Void] = [
        { $0.action = nil },
        { $0.onRelease = nil },
        { $0.mode = .show },
        { $0.followUp = false },
        { $0.textFields = 0 },
        { $0.style = .alert },
        { $0.buttons = .none },
        { $0.key = nil },
        { $0.interrupts = false },
        { $0.priority = 500 },
        { $0.defect = nil },
        { $0.via = nil },
    ]
}
