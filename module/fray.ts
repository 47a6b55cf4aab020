/** Fray system entry: registers settings, CONFIG.FRAY, documents, data models and sheets. */
import "./foundry-config";
import { FRAY } from "./config";
import { registerSettings } from "./settings";

Hooks.once("init", () => {
  CONFIG.FRAY = FRAY;
  registerSettings();
});
