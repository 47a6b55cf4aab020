/**
 * A tactica creature after an action, written back onto the actor: rank losses, the three States, and the HUD
 * markers it gains or loses (States, Panicked / Crushed, OoA / KIA). The same fields the damage mapping writes.
 */
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { STATES } from "../../engine/rulesets/tactica/creature";
import type { WriteBack } from "../adapter";

function markers(c: TacticaCreature): string[] {
  const out: string[] = c.states.map((s) => `tactica.${s}`);
  if (c.mentalCondition) out.push(`tactica.${c.mentalCondition}`);
  if (c.status !== "active") out.push(`tactica.${c.status}`);
  return out;
}

export function creatureWriteBack(before: TacticaCreature, after: TacticaCreature): WriteBack {
  const was = markers(before);
  const now = markers(after);
  return {
    update: {
      "system.tactica.physical.lost": after.physical.lost,
      "system.tactica.mental.lost": after.mental.lost,
      "system.tactica.physical.state": after.states.includes("stun"),
      "system.tactica.mental.state": after.states.includes("shock"),
      "system.tactica.doubt": after.states.includes("doubt"),
    },
    statuses: { on: now.filter((m) => !was.includes(m)), off: was.filter((m) => !now.includes(m) && STATES.some((s) => m === `tactica.${s}`)) },
  };
}
