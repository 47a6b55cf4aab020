/** The one declaration-merging block that tells fvtt-types about Fray's documents, models and settings. */
import type { FrayConfig } from "./config";

declare module "fvtt-types/configuration" {
  /** Fray's code runs from the init hook on, so game.settings / game.i18n exist. */
  interface AssumeHookRan {
    init: true;
  }
  interface SettingConfig {
    "fray.ruleset": "six-seconds" | "frozen-lands" | "factions" | "tactica";
  }
}

declare global {
  interface CONFIG {
    FRAY: FrayConfig;
  }
}

export {};
