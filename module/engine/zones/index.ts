export * from "./graph";
export * from "./range-bands";
export * from "./occupancy";
export * from "./regions";
