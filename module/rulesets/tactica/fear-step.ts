/**
 * The fear test the tracker presses at a creature's action: "This continues every time a creature has an action
 * (discards a dice) until they pass a Spirit test, after which they no longer need to make further rolls." After each
 * tracker step (module/combat/after-step.ts), every creature that began an action in it (the engine's `action` event)
 * and stands within a fear on the board (fear-area.ts: the single worst one reaching its zone) that its sheet's
 * *Fear passed* does not cover (`fearStillDue`) rolls the sheet's *Fear test* on its actor; the card records a pass,
 * a failure makes it susceptible again. A Fearsome fear ("lose one Mental Rank, or be stunned": the victim's choice)
 * is said to be due and left to the owner's sheet *Fear test*, which asks the choice.
 */
import { fearStillDue } from "../../engine/rulesets/tactica/fear";
import type { TurnEvent } from "../../engine/turns";
import type { RoundEndCall, RoundFighter } from "../adapter";
import { tacticaCreatureOf } from "./damage";
import { fearOnBoard } from "./fear-area";
import { fellRolls, type TacticaFearRequest } from "./state-actions";
import { rollerDice } from "./roll-modifiers";

const began = (events: readonly TurnEvent[], id: string) => events.some((e) => e.type === "action" && (e as { combatant?: unknown }).combatant === id);

/** The fear tests this step's actions call for (none without a board: `zonesTo` absent or unable to say). */
export function fearTestsDue(events: readonly TurnEvent[], now: readonly RoundFighter[]): RoundEndCall[] {
  const calls: RoundEndCall[] = [];
  for (const f of now) {
    if (!f.derived || !f.zonesTo || !began(events, f.id)) continue;
    const present = fearOnBoard(now.filter((o) => o.id !== f.id).map((o) => ({ name: o.name, system: o.system, zones: f.zonesTo!(o.id) })));
    const passedBefore = f.system.tactica.fearPassed;
    if (!present || !fearStillDue(present.level, passedBefore)) continue;
    const creature = tacticaCreatureOf(f.system, f.derived, f.statuses);
    if (creature.status !== "active") continue;
    const due = { key: "FRAY.Tracker.Tactica.FearTestDue", data: { name: f.name, causes: present.causes.join(", ") } };
    if (present.level === "fearsome") {
      calls.push({ line: { ...due, key: "FRAY.Tracker.Tactica.FearTestDueChoice" }, rolls: [] });
      continue;
    }
    const request: TacticaFearRequest = {
      name: f.name,
      creature,
      level: present.level,
      passedBefore,
      maxRolls: fellRolls(creature, f.derived.tactica.mental.current, f.derived.tactica.mental.floor),
      spirit: f.system.tactica.spirit,
      // Only a Fearsome failure offers a choice, and Fearsome is left to the sheet above.
      fearsomeChoice: "rank",
      roller: rollerDice(f.system, f.derived),
    };
    calls.push({ line: due, rolls: [{ id: f.id, action: "fearTest", request }] });
  }
  return calls;
}
