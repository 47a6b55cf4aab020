/** The double's world registers Fray through module/fray.ts's own registerDocuments, so tests see what init sets. */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";

let fray: Fray;
let fresh: (o?: DoubleOptions) => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

describe("Fray registered on the double as init registers it", () => {
  it("sets CONFIG.FRAY and every document class init sets, FrayTokenDocument included", () => {
    fresh();
    const config = CONFIG as unknown as Record<string, Record<string, unknown>>;
    expect(config["FRAY"]).toBeTruthy();
    expect(config["Token"]!["documentClass"]).toBe(fray.FrayTokenDocument);
    expect(config["Actor"]!["documentClass"]).toBe(fray.FrayActor);
    expect(config["Combatant"]!["documentClass"]).toBe(fray.FrayCombatant);
    expect(config["Combat"]!["dataModels"]).toEqual({ base: fray.models.combat });
  });
});
