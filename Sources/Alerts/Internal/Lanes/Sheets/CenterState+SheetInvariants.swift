/// The sheet lane's part of ``CenterState/invariantViolations()``.
extension CenterState {
    func sheetViolations() -> [String] {
        var found = sheets.queue.invariantViolations().map { "sheet queue: \($0)" }
        let live = sheets.liveRecords
        var pending = 0
        var seenRequests = Set<AlertRequestID>()
        for record in live {
            if record.requests.isEmpty { found.append("sheet \(record.id) is \(record.phase) with no pending request") }
            pending += record.requests.count
            for request in record.requests {
                if !seenRequests.insert(request.id).inserted { found.append("\(request.id) is pending on two sheets, or twice on one") }
                if !request.isPending { found.append("\(request.id) has ended but is listed on sheet \(record.id)") }
                if request.record !== record { found.append("\(request.id) is listed on sheet \(record.id), but names another") }
                if request.valueType != record.valueType { found.append("\(request.id) waits for another type of value than sheet \(record.id)") }
            }
        }
        found += sheets.admissions.invariantViolations(live: live, pendingRequests: pending, noun: "sheet")
        var presenters = Set<AlertHostID>()
        for shown in sheets.presented {
            if shown.record.phase != .visible { found.append("the presented sheet \(shown.record.id) is \(shown.record.phase)") }
            if !presenters.insert(shown.host.id).inserted { found.append("\(shown.host.id) presents two sheets") }
            if !attachedHosts.contains(where: { $0 === shown.host }) {
                found.append("sheet \(shown.presentation.id) is presented from \(shown.host.id), which is not attached")
            }
            if shown.host.sheets.value != shown.presentation {
                found.append("\(shown.host.id) presents \(String(describing: shown.host.sheets.value?.id)), not the sheet \(shown.presentation.id)")
            }
            if alerts.visible?.host === shown.host { found.append("\(shown.host.id) shows an alert and presents a sheet") }
        }
        for host in attachedHosts where host.sheets.value != nil && sheets.presented(from: host) == nil {
            found.append("\(host.id) presents a sheet the lane does not know")
        }
        if alerts.phase.isIdle, alerts.queue.count == 0, sheets.leaving.isEmpty, sheets.queue.count > 0, !hosts.hasSeveralWindows,
            let top = topHost, sheets.presented(from: top) == nil
        {
            found.append("\(sheets.queue.count) sheets wait although \(top.id) is free and nothing modal is up or leaving")
        }
        if !isClosed, attachedHosts.isEmpty, configuration.noHostTimeout != nil, sheets.queue.count > 0, !sheets.noHostSweep.isScheduled {
            found.append("\(sheets.queue.count) sheets wait with no host and no no-host timer")
        }
        if sheets.noHostSweep.isScheduled, !attachedHosts.isEmpty {
            found.append("the sheets' no-host timer runs while \(attachedHosts.count) hosts are attached")
        }
        return found
    }
}
