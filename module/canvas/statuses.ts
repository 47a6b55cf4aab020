/**
 * Status effects per ruleset: stable ids, lang-key names and core icons (icons/svg/*.svg). Pure data; fray.ts
 * installs the world ruleset's list into CONFIG.statusEffects. Ids are prefixed by ruleset so a token keeps
 * distinct statuses if the world switches rulesets.
 */
import { CONDITION_IDS as FL_CONDITIONS } from "../engine/rulesets/frozen-lands/conditions";
import { CONDITION_IDS as SS_CONDITIONS } from "../engine/rulesets/six-seconds/conditions";
import { STATES as TACTICA_STATES } from "../engine/rulesets/tactica/creature";
import type { RulesetId } from "../schema/choices";

export interface StatusDef {
  id: string;
  /** Deterministic 16-character ActiveEffect id. */
  _id: string;
  /** Lang key. */
  name: string;
  img: string;
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
};

/** Each ruleset's conditions and states, in the order the token HUD shows them. */
export const RULESET_STATUS_IDS: Record<RulesetId, readonly string[]> = {
  "six-seconds": SS_CONDITIONS,
  "frozen-lands": [...FL_CONDITIONS, "broken"],
  /** factions: incapacitated, grabbed (Grapple), concealed (ambush / hiding), dead. */
  factions: ["incapacitated", "grabbed", "concealed", "dead"],
  tactica: [...TACTICA_STATES, "panicked", "crushed", "fumbled", "ooa", "kia"],
};

const SHORT: Record<RulesetId, string> = { "six-seconds": "ss", "frozen-lands": "fl", factions: "fa", tactica: "ta" };

/** "fray" + ruleset short id + status, letters only, padded / cut to 16 characters. */
export function staticId(ruleset: RulesetId, id: string): string {
  const raw = `fray${SHORT[ruleset]}${id.replace(/[^a-z0-9]/gi, "")}`;
  return raw.length >= 16 ? raw.slice(0, 16) : raw.padEnd(16, "0");
}

export function statusEffectsFor(ruleset: RulesetId): StatusDef[] {
  return RULESET_STATUS_IDS[ruleset].map((id) => ({
    id: `${ruleset}.${id}`,
    _id: staticId(ruleset, id),
    name: `FRAY.Status.${ruleset}.${id}`,
    img: ICONS[id] ?? "icons/svg/aura.svg",
  }));
}

/** The status that marks a token defeated in each ruleset (CONFIG.specialStatusEffects.DEFEATED). */
export const DEFEATED_STATUS: Record<RulesetId, string> = {
  "six-seconds": "six-seconds.dying",
  "frozen-lands": "frozen-lands.broken",
  factions: "factions.dead",
  tactica: "tactica.kia",
};
