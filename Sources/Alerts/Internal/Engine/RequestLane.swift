/// The lanes whose requests wait their turn: each counts its requests and its live items, and
/// waits for a host while none is attached.
enum RequestLane {
    case alerts
    case toasts
    case sheets
}
