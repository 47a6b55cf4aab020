/**
 * The attack a hold is made with ("A Hold is inflicted by a successful attack"; "Improve the Hold. A new attack is
 * made"): the sheet's *Attack* dice at the roller's SL ("The rollers Superiority Level (SL) is used to determine what
 * numbers are successes"): the sheet's *SL*, +1 on a Fumbled target, and InClose's "Light weapons will gain an
 * automatic SL" for the weapon the attack is made with. Bare hands "count as Light but will not gain the bonus SL".
 */
import type { Modifier } from "../../engine/modifiers";
import { inCloseWeapon } from "../../engine/rulesets/tactica/inclose";
import { checkWeaponClass } from "../../engine/rulesets/tactica/weapon-damage";
import type { ActionOption } from "../action-fields";
import type { SheetActionItem } from "../adapter";
import type { ActorSystem } from "../../data/actor/schema";
import { FUMBLED } from "./own-action";

export const HANDS = "hands";

interface InCloseUsable {
  id: string;
  name: string;
  sl: Modifier[];
}

/** The equipped weapons InClose allows (Light, Medium, Natural), with the SL each gains there. */
function usableInClose(items: readonly SheetActionItem[]): InCloseUsable[] {
  const out: InCloseUsable[] = [];
  for (const i of items) {
    if (i.type !== "weapon" || (i.system as Record<string, unknown>)["equipped"] !== true) continue;
    const block = i.system["tactica"];
    if (!block) continue;
    const natural = block["natural"] === true;
    const weightClass = String(block["weightClass"] ?? (natural ? "light" : ""));
    if (!weightClass) continue;
    checkWeaponClass(weightClass);
    const rule = inCloseWeapon(weightClass, natural ? (block["combatNatural"] === true ? "combat" : "human") : null);
    if (rule.allowed) out.push({ id: i.id, name: i.name, sl: rule.slModifiers });
  }
  return out;
}

/** The dialog's *With* choices: bare hands first, then each equipped weapon InClose allows (shown by its name). */
export function holdWeaponOptions(items: readonly SheetActionItem[]): ActionOption[] {
  return [{ value: HANDS, label: "FRAY.Action.Tactica.InClose.Hands" }, ...usableInClose(items).map((w) => ({ value: w.id, label: w.name, text: w.name }))];
}

/** The SL modifiers of a hold's attack made `withId` (HANDS or an item id) on a target with `targetStatuses`. */
export function holdAttackSl(stats: ActorSystem, items: readonly SheetActionItem[], withId: string, targetStatuses: readonly string[]): Modifier[] {
  const sl: Modifier[] = stats.tactica.sl !== 0 ? [{ value: stats.tactica.sl, reason: "SL", code: "superiority-level" }] : [];
  if (targetStatuses.includes(FUMBLED)) sl.push({ value: 1, reason: "target fumbled", code: "target-fumbled" });
  if (withId === HANDS) return sl;
  const weapon = usableInClose(items).find((w) => w.id === withId);
  if (!weapon) throw new RangeError(`"${withId}" is not an equipped weapon usable InClose (Light, Medium or Natural): hold with bare hands or one of those`);
  return [...sl, ...weapon.sl];
}
