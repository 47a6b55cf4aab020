export * from "./distribution";
export * from "./pool";
export * from "./check";
export * from "./save";
