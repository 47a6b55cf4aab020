/**
 * Status effects per ruleset: stable ids, lang-key names and core icons (icons/svg/*.svg). Each adapter lists its
 * statuses (module/rulesets/<id>/index.ts); fray.ts installs the world ruleset's list into CONFIG.statusEffects. Ids are prefixed by ruleset so a token keeps
 * distinct statuses if the world switches rulesets.
 */
import { rulesPageUuid } from "../packs/rules-journals";
import { adapterFor, ADAPTERS, RULESETS, type RulesetId } from "../rulesets/registry";

export interface StatusDef {
  id: string;
  /** Deterministic 16-character ActiveEffect id. */
  _id: string;
  /** Lang key. */
  name: string;
  img: string;
  /** UUID of the status's page in the ruleset's rules journal (the HUD tooltip and the card link to it). */
  reference: string;
}

const ICONS: Record<string, string> = {
  wound: "icons/svg/blood.svg",
  "mobility-penalty": "icons/svg/anchor.svg",
  "morale-penalty": "icons/svg/downgrade.svg",
  "flat-footed": "icons/svg/falling.svg",
  confused: "icons/svg/daze.svg",
  panicked: "icons/svg/terror.svg",
  raging: "icons/svg/fire.svg",
  stunned: "icons/svg/lightning.svg",
  staggered: "icons/svg/stoned.svg",
  disabled: "icons/svg/cancel.svg",
  broken: "icons/svg/bones.svg",
  helpless: "icons/svg/net.svg",
  unconscious: "icons/svg/unconscious.svg",
  sleeping: "icons/svg/sleep.svg",
  dying: "icons/svg/skull.svg",
  "soul-coma": "icons/svg/mystery-man.svg",
  held: "icons/svg/padlock.svg",
  exhaustion: "icons/svg/degen.svg",
  dazed: "icons/svg/daze.svg",
  fear: "icons/svg/terror.svg",
  incapacitated: "icons/svg/unconscious.svg",
  grabbed: "icons/svg/net.svg",
  concealed: "icons/svg/eye.svg",
  dead: "icons/svg/skull.svg",
  stun: "icons/svg/lightning.svg",
  shock: "icons/svg/daze.svg",
  doubt: "icons/svg/mystery-man.svg",
  crushed: "icons/svg/downgrade.svg",
  fumbled: "icons/svg/falling.svg",
  ooa: "icons/svg/unconscious.svg",
  kia: "icons/svg/skull.svg",
  "cover-light": "icons/svg/shield.svg",
  "cover-medium": "icons/svg/tower.svg",
  "cover-heavy": "icons/svg/castle.svg",
  "cover-total": "icons/svg/padlock.svg",
  prone: "icons/svg/falling.svg",
  crouching: "icons/svg/downgrade.svg",
  holding: "icons/svg/net.svg",
  "all-out": "icons/svg/sword.svg",
  "double-strike": "icons/svg/combat.svg",
};

/** Each ruleset's conditions and states, in the order the token HUD shows them. */
export const RULESET_STATUS_IDS: Readonly<Record<RulesetId, readonly string[]>> = perRuleset((id) => ADAPTERS[id].statuses.ids);

function perRuleset<T>(value: (id: RulesetId) => T): Readonly<Record<RulesetId, T>> {
  return Object.fromEntries(RULESETS.map((id) => [id, value(id)])) as Record<RulesetId, T>;
}

/** "fray" + ruleset short id + status, letters only, padded / cut to 16 characters. */
export function staticId(ruleset: RulesetId, id: string): string {
  const raw = `fray${adapterFor(ruleset).statuses.short}${id.replace(/[^a-z0-9]/gi, "")}`;
  return raw.length >= 16 ? raw.slice(0, 16) : raw.padEnd(16, "0");
}

export function statusEffectsFor(ruleset: RulesetId): StatusDef[] {
  return RULESET_STATUS_IDS[ruleset].map((id) => ({
    id: `${ruleset}.${id}`,
    _id: staticId(ruleset, id),
    name: `FRAY.Status.${ruleset}.${id}`,
    img: ICONS[id] ?? "icons/svg/aura.svg",
    // The page's id is the status's static id (module/packs/rules-journals.ts).
    reference: rulesPageUuid(ruleset, staticId(ruleset, id)),
  }));
}

/** The status that marks a token defeated in each ruleset (CONFIG.specialStatusEffects.DEFEATED). */
export const DEFEATED_STATUS: Readonly<Record<RulesetId, string>> = perRuleset((id) => ADAPTERS[id].statuses.defeated);
