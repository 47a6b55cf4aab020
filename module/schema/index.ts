/**
 * Fray's item schemas as plain TypeScript: choice lists, field specs, pack definitions and the validator.
 * Foundry-free: imported by the build scripts (Node), the tests, and the Foundry data models.
 */
export * from "./choices";
export * from "./spec";
export * from "./weapon";
export * from "./poison";
export * from "./document";
export * from "./roll-table";
export * from "./validate";
export * from "./source-shape";
