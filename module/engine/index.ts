/**
 * The Foundry-free engine core: dice, exact odds, zones, areas, cover and modifiers. Rulesets and the turn
 * scheduler live beside it (module/engine/rulesets, module/engine/turns) and import from here or from the parts.
 */
export * from "./dice/index";
export * from "./odds/index";
export * from "./zones/index";
export * from "./areas/index";
export * from "./cover";
export * from "./modifiers";
