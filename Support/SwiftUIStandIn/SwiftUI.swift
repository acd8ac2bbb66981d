// SwiftUI stand-in
