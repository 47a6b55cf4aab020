/**
 * Issue 21 #18 through the Foundry double: the zone behaviour's feature field lists its choices in the behaviour
 * sheet by their localised labels, not by their raw ids, and what is stored is still the id.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { choiceOptions } from "../../double/canvas";
import type { DataField } from "../../double/fields";
import { boardOnDouble, scene, zoneRegion, type BoardWorld } from "./on-double";

let w: BoardWorld;
let ZoneBehaviorData: { schema: { fields: Record<string, DataField> } };
beforeAll(async () => {
  w = await boardOnDouble();
  ({ ZoneBehaviorData } = (await import("../../../module/canvas/zone-behavior")) as unknown as { ZoneBehaviorData: typeof ZoneBehaviorData });
});

describe("the zone behaviour's features in the behaviour sheet", () => {
  it("are offered by their labels", () => {
    w.start();
    const options = choiceOptions(ZoneBehaviorData.schema.fields["features"]!);
    expect(options).toContainEqual({ value: "cluttered", label: "Cluttered" });
    expect(options).toContainEqual({ value: "dimly-lit", label: "Dimly lit" });
    for (const o of options) expect(o.label).not.toBe(o.value);
  });

  it("store the feature id, and refuse an unknown one", async () => {
    w.start();
    const s = await scene();
    await zoneRegion(s, "Yard", [0, 0, 500, 500], ["cluttered"]);
    const behavior = s.regions.contents[0]!.getEmbeddedCollection("RegionBehavior").contents[0]!;
    expect((behavior.system as unknown as { features: string[] }).features).toEqual(["cluttered"]);
    await expect(behavior.update({ "system.features": ["swampy"] })).rejects.toThrow(/features/);
  });
});
