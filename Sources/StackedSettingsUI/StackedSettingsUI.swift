// The settings layer's views live in this module, each file behind `#if canImport(...)` for its
// framework; on Linux the module is empty.
