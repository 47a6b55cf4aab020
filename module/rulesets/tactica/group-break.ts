/**
 * Breaking a group into its Mobs: "Its possible that Command skills might allow you to break down a Horde or Crowd
 * into its component Mob parts, but this sort of beats the purpose of having them". A CROWD "is 2 Mobs", a HORDE "is
 * 2 Crowds": the group actor becomes its first Mob and the others are created as copies of it (its items, its losses;
 * the text says nothing of sharing them out), each a Mob, whose ranks and dice the sheet derives from *Group*.
 * Whether a Command skill allows it is the GM's (the text prints no roll). The GM's client makes only the copies
 * `groupBreakPlan` gives for the actor as it stands (the adapter's actorCopies), so a request cannot ask for more.
 */
import { MOB_KINDS } from "../../engine/rulesets/tactica/mobs";
import type { ActionOutcome, ActorCopyPlan, SheetAction } from "../adapter";
import type { ActorSystem } from "../../data/actor/schema";
import { card } from "./action-parts";

export interface TacticaBreakGroupRequest {
  name: string;
  kind: "crowd" | "horde";
  mobs: number;
}

/** The group actor as its first Mob and the copies that are its other Mobs. */
function mobsOf(name: string, mobs: number): ActorCopyPlan {
  const mob = (i: number) => `${name} (Mob ${i})`;
  return {
    update: { name: mob(1), "system.tactica.group": "mob" },
    copies: Array.from({ length: mobs - 1 }, (_, i) => ({ name: mob(i + 2), update: { "system.tactica.group": "mob" } })),
  };
}

/** Each step down the table halves the group: a Crowd is 2 Mobs, a Horde 2 Crowds (4 Mobs); null for anything else. */
function mobCount(kind: string): number | null {
  return kind === "crowd" || kind === "horde" ? 2 ** MOB_KINDS.indexOf(kind) : null;
}

/** What breaking the actor as it stands makes (the GM's check); null: it is not a Horde or a Crowd now. */
export function groupBreakPlan(name: string, s: ActorSystem): ActorCopyPlan | null {
  const mobs = mobCount(s.tactica.group);
  return mobs === null ? null : mobsOf(name, mobs);
}

export function resolveBreakGroup(req: TacticaBreakGroupRequest): ActionOutcome {
  return {
    card: card(req.name, "FRAY.Action.Tactica.BreakGroup.Title", { key: "FRAY.Action.Tactica.BreakGroup.Done", data: { groupKey: `FRAY.Tactica.Group.${req.kind}`, count: req.mobs }, success: null }),
    ...mobsOf(req.name, req.mobs),
  };
}

export const breakGroupAction: SheetAction<TacticaBreakGroupRequest> = {
  prepare: async ({ name, stats }) => {
    const kind = stats.tactica.group;
    const mobs = mobCount(kind);
    if (mobs === null || (kind !== "crowd" && kind !== "horde")) throw new RangeError(`${name} is not a Horde or a Crowd: only those break down into their component Mobs`);
    return { name, kind, mobs };
  },
  dice: () => [],
  resolve: (req) => resolveBreakGroup(req),
};
