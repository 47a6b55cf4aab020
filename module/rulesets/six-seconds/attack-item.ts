/**
 * The six-seconds weapon's roll button on the actor sheet: the attack dialog (defence, area, the situational
 * selectors of templates/dialogs/roll-six-seconds.hbs), then the attack request against the first target. The
 * dialog's fields arrive typed (dialog.ts, the adapter's parseDialog); what needs the actor is checked here.
 */
import { COVER_STEPS, type CoverStep } from "../../engine/cover";
import { RulesError } from "../../engine/errors";
import { AREA_FORMS } from "../../engine/rulesets/six-seconds/area-attack";
import type { RulesetAdapter } from "../adapter";
import { sixSecondsAttackRequest, type SixSecondsWeaponData } from "./attack";
import { areaRangeIncrements } from "./board-area";
import { aimedAt, shotRefusal } from "./weapon-actions";
import { declaredDefence } from "./defence";
import { parseSingleAttack, singleAttackSubstitutes } from "./single-attack";
import { ITEM_TARGETS } from "./item-attack";
import type { SixSecondsRollRequest } from "./rolls";
import { coverFromStatuses, LIGHTINGS, LOCATIONS, POSTURES } from "./situation";
import type { SixSecondsTypes } from "./types";
import type { SixSecondsDialog } from "./dialog";
import { postureFromStatuses } from "./posture-actions";
import { actingRefusal } from "./condition-acts";
import { areaEffectOf, effectWeaponBlock, withAreaEffect } from "./area-effect";
import { HURT_HAND_SPLIT, soreHandDefault } from "./hurt-limbs";
import { choiceField } from "../action-fields";
import type { SplitModifier } from "../../engine/modifiers";
import { weaponPoison } from "./poison-weapon";

type Sheet = RulesetAdapter<SixSecondsRollRequest, SixSecondsTypes>["sheet"];

/** The attack dialog's choices (every select's options, in order). */
export function attackDialogData(hasMagicSkill: boolean, cover: CoverStep = "none", substitutes: readonly string[] = [], posture: string = "standing"): Record<string, unknown> {
  return {
    substitutes,
    attack: true,
    defences: ["none", "block", "dodge", "parry"],
    areas: ["none", ...AREA_FORMS],
    covers: COVER_STEPS,
    postures: POSTURES,
    lightings: LIGHTINGS,
    locations: ["none", ...LOCATIONS],
    items: ["none", ...ITEM_TARGETS],
    magicSkill: hasMagicSkill,
    cover,
    posture,
  };
}

/**
 * A hand a called shot hit at the Minimum column ("−1 to attacks made with this hand"): the sheet does not know which
 * hand holds the weapon, so it asks, starting at yes when the free hands are fewer than the sore ones. The answer's
 * −1 (attack and the defence DC, as any attack penalty); null: no sore hand, or the question was closed.
 */
async function soreHand(stats: Parameters<NonNullable<Sheet["rollItem"]>>[0]["stats"], handsFree: number, askFields: Parameters<NonNullable<Sheet["rollItem"]>>[0]["askFields"]): Promise<SplitModifier[] | null> {
  const start = soreHandDefault(stats, handsFree);
  if (start === null || !askFields) return [];
  const fields = await askFields({
    title: "FRAY.Action.SixSeconds.SoreHand.Title",
    fields: [{ kind: "select", name: "sore", label: "FRAY.Action.SixSeconds.SoreHand.Label", value: start ? "yes" : "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] }],
  });
  if (!fields) return null;
  if (choiceField(fields, "sore", ["no", "yes"] as const) === "no") return [];
  return [HURT_HAND_SPLIT];
}

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, askFields, firstTarget, targets, placeArea, localize, techniques, statuses, options, uuid }, item) => {
  const weapon = item.system;
  const block = weapon["sixSeconds"] as SixSecondsWeaponData["block"];
  // Broken, Helpless, Unconscious, Sleeping, Stunned …: "He cannot take any actions" (condition-acts.ts), no dialog.
  const stopped = actingRefusal(statuses ?? []);
  if (stopped) {
    return () => {
      throw stopped;
    };
  }
  // A destroyed weapon is refused at once (no dialog): the request builder throws and the sheet shows why.
  if (block?.destroyed) return () => sixSecondsAttackRequest(stats, derived, { name: item.name, block }, null);
  // Disabled: "The character can't use any weapon heavier than light" (the item's Light weapon box, the GM's call).
  if (statuses?.includes("six-seconds.disabled") && block?.lightWeapon !== true) {
    return () => {
      throw new RulesError("disabled-heavy-weapon", { weapon: item.name }, `${item.name}: a Disabled character can't use any weapon heavier than light`);
    };
  }
  // An empty weapon that needs reloading does not fire: refused before the dialog, nothing is spent.
  const empty = shotRefusal(item);
  if (empty) {
    return () => {
      throw new RangeError(localize(empty));
    };
  }
  // The weapon's *Poisoned with*, read now (a poison that is not there, or not an injury one, refuses the attack at
  // once): the card's Apply afflicts a target the hit damages (poison-weapon.ts).
  let poison: Awaited<ReturnType<typeof weaponPoison>> = null;
  try {
    poison = await weaponPoison(item.name, block, uuid);
  } catch (e) {
    return () => {
      throw e;
    };
  }
  // "−1 to attacks made with this hand": asked before the dialog when a hand is sore.
  const sore = await soreHand(stats, derived.sixSeconds.handsFree, askFields);
  if (sore === null) return null;
  const hasMagic = derived.sixSeconds.skills.some((s) => s.name.trim().toLowerCase() === "magic skill");
  // The dialog starts from the target's cover status (set by a GM, knocked down by earlier hits).
  const targeted = firstTarget();
  // The Aimed box shows whether the weapon's aim (the Aim action) is on the first target.
  const substitutes = singleAttackSubstitutes(techniques?.() ?? []);
  // The request an answer makes against `target` (the dialog's live odds use it against the target of the moment).
  const requestFor = (opts: SixSecondsDialog, target: ReturnType<typeof firstTarget>) => {
    // Checked against the actor's techniques here, so a refusal is shown by the sheet like any other.
    // Rage: "Any activity that requires focus or concentration (such as casting a spell) cannot be done while raging."
    if (opts.situation.magic && statuses?.includes("six-seconds.raging")) throw new RulesError("raging-no-spell", { weapon: item.name }, `${item.name}: a raging character cannot cast a spell`);
    const component = parseSingleAttack({ singleAs: opts.singleAs }, substitutes);
    const build = (defence: ReturnType<typeof declaredDefence> | null) =>
      sixSecondsAttackRequest(stats, derived, { name: item.name, block: effectWeaponBlock(block) }, target, {
        splits: [...opts.splits, ...sore],
        targetModifiers: opts.targetModifiers,
        defence,
        distanceMetres: opts.metres ?? undefined,
        // "Aiming at a target for 2 seconds": only the weapon's aim (the Aim action, kept until a move or lost sight
        // drops it) counts, never a box ticked by hand (the dialog shows it, disabled).
        aimed: aimedAt(item, target?.uuid),
        situation: opts.situation,
        area: opts.area !== null,
        component,
        ...(options?.sixSeconds?.flatFooted ? { flatFooted: options.sixSeconds.flatFooted } : {}),
        attackerStatuses: statuses ?? [],
      });
    const plain = build(null);
    // A defence declared in the dialog obeys the same rules as one chosen on the card (conditions, surprise, area).
    const req = target && opts.defence ? build(declaredDefence(target, opts.defence, plain)) : plain;
    // A non-damage area effect (the item's Area effect): no damage rolled, each target defends on the card.
    const effect = areaEffectOf(block);
    const poisoned = poison ? { ...req, poison } : req;
    return effect ? withAreaEffect(poisoned, effect, item.name) : poisoned;
  };
  // The Posture select starts from the target's posture status (crouching, prone).
  const data = { ...attackDialogData(hasMagic, coverFromStatuses(targeted?.statuses ?? []), substitutes, postureFromStatuses(targeted?.statuses ?? [])), aimed: aimedAt(item, targets()[0]?.uuid) };
  const answer = await ask(data, (opts) => requestFor(opts, firstTarget()));
  if (!answer) return null;
  const opts = answer.dialog;
  // An area of the attacker's scale: everyone it catches becomes a target, so the card binds them all.
  if (opts.area) await placeArea(opts.area, stats.sixSeconds.scale, areaRangeIncrements(block, opts.metres));
  const target = firstTarget();
  return () => requestFor(opts, target);
};
