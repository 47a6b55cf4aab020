/**
 * The dialogs sheet actions ask for (templates/dialogs/action-fields.hbs), captured from each action's real
 * prepare, and the actor stats they are asked over. Shared by the actions' browser proof and the pseudo-locale test.
 */
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { ActorSystem } from "../../module/data/actor/schema";
import type { ActionDialog } from "../../module/rulesets/action-fields";
import type { SheetAction, SheetActionContext } from "../../module/rulesets/adapter";
import { chaseAction } from "../../module/rulesets/factions/morale-actions";
import { fallAction } from "../../module/rulesets/six-seconds/falling-actions";
import { collisionAction } from "../../module/rulesets/six-seconds/collision-actions";
import { empAction } from "../../module/rulesets/six-seconds/emp-actions";
import { expelAction } from "../../module/rulesets/six-seconds/expel-actions";
import { moraleDamageAction } from "../../module/rulesets/six-seconds/morale-actions";
import { awardXpAction } from "../../module/rulesets/six-seconds/xp-actions";
import { fatigueAction } from "../../module/rulesets/tactica/fatigue-actions";
import { fearTestAction, removeStateAction, weekOfRestAction } from "../../module/rulesets/tactica/state-actions";
import { useComboAction } from "../../module/rulesets/six-seconds/combo-actions";
import { reloadAction } from "../../module/rulesets/six-seconds/weapon-actions";
import { soulComaAction } from "../../module/rulesets/six-seconds/condition-actions";
import { poisonCheckAction } from "../../module/rulesets/six-seconds/poison-actions";
import { possessionCheckAction, vetoAction } from "../../module/rulesets/six-seconds/possession-actions";
import { cooperateAction } from "../../module/rulesets/six-seconds/cooperate-actions";
import { comboTarget, GOB, GOB2, mauveCombo } from "../foundry/actions/six-seconds-combo-fixture";
import { actorFixture, HOSTILE_NAME } from "./fixtures";

/** A six-seconds character with Endurance 1 and 2 wounds. */
export function six(): ActorSystem {
  const s = structuredClone(actorFixture("six-seconds", "character").system);
  s.sixSeconds.abilities.endurance = 1;
  s.sixSeconds.wounds = 2;
  return s;
}

/** A tactica character in its physical State with a lost rank. */
export function tacticaStats(): ActorSystem {
  const s = structuredClone(actorFixture("tactica", "character").system);
  s.tactica.physical.state = true;
  s.tactica.physical.lost = 1;
  return s;
}

/** The dialog an action asks for, captured from its real prepare (the stand-in askFields closes it). */
async function dialogOf(action: SheetAction, stats: ActorSystem, extra: Partial<SheetActionContext> = {}): Promise<ActionDialog> {
  let asked: ActionDialog | null = null;
  const ctx: SheetActionContext = {
    name: "Jack",
    stats,
    derived: prepareActorDerived(stats),
    statuses: [],
    data: {},
    options: {},
    ask: async () => null,
    askFields: async (d) => {
      asked = d;
      return null;
    },
    firstTarget: () => null,
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    items: [],
    targets: () => [],
    ...extra,
  };
  if ((await action.prepare(ctx)) !== null) throw new Error("the action went on without its dialog");
  if (!asked) throw new Error("the action asked for no dialog");
  return asked;
}

export const DIALOGS: Record<string, () => Promise<ActionDialog>> = {
  "six-seconds-morale-damage": () => dialogOf(moraleDamageAction, six()),
  "six-seconds-fall": () => dialogOf(fallAction, six()),
  "six-seconds-collision": () => dialogOf(collisionAction, six()),
  "six-seconds-emp": () => dialogOf(empAction, six()),
  "six-seconds-expel": () => dialogOf(expelAction, six(), { firstTarget: () => comboTarget(GOB, HOSTILE_NAME) }),
  "six-seconds-award-xp": () => dialogOf(awardXpAction, six()),
  "six-seconds-reload": () =>
    dialogOf(reloadAction, six(), { items: [{ id: "xbow", type: "weapon", name: HOSTILE_NAME, system: { sixSeconds: { damageDie: "d10", rangeIncrement: 20, reload: true } } }] }),
  "six-seconds-poison": () => dialogOf(poisonCheckAction, six(), { items: [{ id: "p", type: "poison", name: HOSTILE_NAME, system: {}, flags: {} }] }),
  "six-seconds-possession-check": () => dialogOf(possessionCheckAction, six()),
  // No token targeted: the creature is picked among the actors on the scene (its name is free text).
  "six-seconds-possession-check-scene": () => dialogOf(possessionCheckAction, six(), { othersOnBoard: () => [{ uuid: "Actor.demon0000000000", name: HOSTILE_NAME, system: six(), zones: 0 }] }),
  "six-seconds-veto": () => dialogOf(vetoAction, six(), { firstTarget: () => comboTarget(GOB, HOSTILE_NAME) }),
  "six-seconds-cooperate": () => dialogOf(cooperateAction, six(), { firstTarget: () => comboTarget(GOB, HOSTILE_NAME) }),
  "six-seconds-soul-coma": () => dialogOf(soulComaAction, six(), { statuses: ["six-seconds.soul-coma"] }),
  "six-seconds-use-combo": () => {
    const { s, items } = mauveCombo();
    // Target names are free text: a hostile one stays text.
    return dialogOf(useComboAction, s, { items, data: { itemId: "triple" }, targets: () => [comboTarget(GOB, "Goblin Mook"), comboTarget(GOB2, HOSTILE_NAME)] });
  },
  "factions-chase": () => dialogOf(chaseAction, actorFixture("factions", "character").system),
  "tactica-remove-state": () => dialogOf(removeStateAction, tacticaStats()),
  "tactica-fear-test": () => dialogOf(fearTestAction, tacticaStats()),
  "tactica-week-of-rest": () => dialogOf(weekOfRestAction, tacticaStats()),
  "tactica-fatigue": () => dialogOf(fatigueAction, tacticaStats()),
};
