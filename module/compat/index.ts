/**
 * The one place Fray meets the difference between Foundry v13 and v14 (one build for both, as dnd5e 5.3 did).
 * Each file covers one difference and says where it comes from; nothing outside module/compat/ reads the version.
 */
export { generation, isV14, type Generation } from "./generation";
export { applyMessageMode, userMessageMode, type MessageMode } from "./messages";
export { deletionUpdate, updateOperatorOf, type UpdateOperator } from "./operators";
export { statusEffectsConfig } from "./statuses";
export { menuEntry, type MenuEntry } from "./menus";
export { hudLeftColumn } from "./hud";
export { corePolygonsOf, registerBehaviorHint } from "./regions";
export { areaDocument, areaTemplateOf, moveAreaDocument, onAreaChanged, placeAreaDocument, type AreaDocument } from "./areas";
