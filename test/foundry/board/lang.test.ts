import { describe, expect, it } from "vitest";
import { COVER_STEPS } from "../../../module/engine/cover";
import { BOARD_RULES } from "../../../module/rulesets/boards";
import { ZONE_FEATURES } from "../../../module/canvas/zone-data";
import { loadLang } from "../../browser/foundry-helpers";

const lang = loadLang();

describe("board keys built at run time exist", () => {
  it("zone features, cover steps and contact statuses", () => {
    const keys = [
      ...ZONE_FEATURES.map((f) => `FRAY.Board.Feature.${f}`),
      ...Object.values(BOARD_RULES).flatMap((r) => r.zoneFeatures.map((f) => `FRAY.Board.Feature.${f}`)),
      ...COVER_STEPS.map((c) => `FRAY.Board.Cover.${c}`),
      ...["Alone", "InContact", "InClose"].map((s) => `FRAY.Board.Contact.${s}`),
      ...Object.values(BOARD_RULES).flatMap((r) => r.moveModes.map((m) => `FRAY.Board.MoveMode.${m}`)),
      ...["NoCard", "NoArea", "Forbidden", "Resolved", "Started", "Invalid"].map((r) => `FRAY.Board.Area.Refused.${r}`),
    ];
    expect(keys.filter((k) => !(k in lang))).toEqual([]);
  });

  it("every ruleset's features are ones the zone behaviour offers", () => {
    for (const r of Object.values(BOARD_RULES)) for (const f of r.zoneFeatures) expect(ZONE_FEATURES).toContain(f);
  });
});
