// Module Examples.
