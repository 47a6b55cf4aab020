export * from "./source";
export * from "./pool";
export * from "./check";
export * from "./save";
export * from "./scatter";
export * from "./opposed";
