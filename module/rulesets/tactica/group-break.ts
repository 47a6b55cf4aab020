/**
 * Breaking a group into its Mobs: "Its possible that Command skills might allow you to break down a Horde or Crowd
 * into its component Mob parts, but this sort of beats the purpose of having them". A CROWD "is 2 Mobs", a HORDE "is
 * 2 Crowds": the group actor becomes its first Mob and the others are created as copies of it (its items, its losses;
 * the text says nothing of sharing them out), each a Mob, whose ranks and dice the sheet derives from *Group*.
 * Whether a Command skill allows it is the GM's (the text prints no roll).
 */
import { MOB_KINDS } from "../../engine/rulesets/tactica/mobs";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

export interface TacticaBreakGroupRequest {
  name: string;
  kind: "crowd" | "horde";
  mobs: number;
}

export function resolveBreakGroup(req: TacticaBreakGroupRequest): ActionOutcome {
  const mob = (i: number) => `${req.name} (Mob ${i})`;
  return {
    card: card(req.name, "FRAY.Action.Tactica.BreakGroup.Title", { key: "FRAY.Action.Tactica.BreakGroup.Done", data: { groupKey: `FRAY.Tactica.Group.${req.kind}`, count: req.mobs }, success: null }),
    update: { name: mob(1), "system.tactica.group": "mob" },
    copies: Array.from({ length: req.mobs - 1 }, (_, i) => ({ name: mob(i + 2), update: { "system.tactica.group": "mob" } })),
  };
}

export const breakGroupAction: SheetAction<TacticaBreakGroupRequest> = {
  prepare: async ({ name, stats }) => {
    const kind = stats.tactica.group;
    if (kind !== "crowd" && kind !== "horde") throw new RangeError(`${name} is not a Horde or a Crowd: only those break down into their component Mobs`);
    // Each step down the table halves the group: a Crowd is 2 Mobs, a Horde 2 Crowds (4 Mobs).
    return { name, kind, mobs: 2 ** MOB_KINDS.indexOf(kind) };
  },
  dice: () => [],
  resolve: (req) => resolveBreakGroup(req),
};
