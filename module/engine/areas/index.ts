export * from "./geometry";
export * from "./shapes";
export * from "./membership";
export * from "./scatter";
export * from "./blast";
