/**
 * What tactica makes a creature do at the start of each round, rolled by the tracker as a refresh opens a new round
 * (combat/round-end.ts): "Bleeder: ... The target must make a BODY roll at the start of each Round or suffer an extra
 * Physical Rank loss": the sheet's *Bleeding* action for every fighter with a bleeding wound among its injury items
 * (bleeder-action.ts; the Neck's and Groin's −2d, one roll per location). A creature killed in action bleeds no more.
 */
import type { RoundEndCall, RoundEndSlot, RoundFighter } from "../adapter";
import { bleeders, type TacticaBleedRequest } from "./bleeder-action";
import { tacticaCreatureOf } from "./damage";
import { rollerDice } from "./roll-modifiers";
import type { TacticaTypes } from "./types";

function bleedCall(f: RoundFighter): RoundEndCall[] {
  if (!f.derived || !f.items || f.statuses.includes("tactica.kia")) return [];
  const wounds = bleeders(f.items);
  if (wounds.length === 0) return [];
  const request: TacticaBleedRequest = { name: f.name, creature: { ...tacticaCreatureOf(f.system, f.derived, f.statuses), injuries: wounds }, body: f.system.tactica.body, roller: rollerDice(f.system, f.derived) };
  return [{ line: { key: "FRAY.Tracker.Tactica.BleedRoundDue", data: { name: f.name, wounds: wounds.length } }, rolls: [{ id: f.id, action: "bleed", request }] }];
}

export const tacticaRoundEnd: RoundEndSlot<TacticaTypes> = {
  snapshot: () => null,
  due: (_first, _start, now) => now.flatMap(bleedCall),
};
