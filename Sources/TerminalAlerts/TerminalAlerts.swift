// Module TerminalAlerts.
