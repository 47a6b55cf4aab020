/**
 * Injury effects as data: immediate rank losses, action dice burnt (immediately AND at every refresh until healed —
 * the owner picks which dice become 1s), roll penalties, and the immediate checks a victim must make.
 */
import type { Characteristic } from "../characteristic-roll";

export const INJURY_EFFECTS = [
  "bleeder", "stun", "unconscious", "sight", "sound", "balance", "paralysis", "broken", "wind",
  "kill", "hand", "foot", "flesh-wound", "fracture", "sever", "puncture", "maim",
] as const;
export type InjuryEffectKey = (typeof INJURY_EFFECTS)[number];

export interface InjuryCheck {
  characteristic: Characteristic;
  /** Dice off the check (the table's −2d, Kill's −2d …). */
  penalty: number;
  onFail: "ooa" | "prone";
  why: string;
}

export interface InjuryEffectSpec {
  key: InjuryEffectKey;
  physicalRanks: number;
  mentalRanks: number;
  /** Action dice burnt now and at every refresh until healed. */
  burnDice: number;
  /** Dice off every roll the victim makes. */
  allRolls: number;
  /** Dice off rolls of a kind: using the area, sight, verbal casting, spell casting, moving. */
  penalties: { on: "area" | "sight" | "verbal-casting" | "spellcasting" | "movement"; dice: number }[];
  check: InjuryCheck | null;
  bleeder: boolean;
  discardAllActionDice: boolean;
  dropHeld: boolean;
  text: string;
}

const spec = (key: InjuryEffectKey, p: Partial<Omit<InjuryEffectSpec, "key">> & { text: string }): InjuryEffectSpec => ({
  key,
  physicalRanks: 0,
  mentalRanks: 0,
  burnDice: 0,
  allRolls: 0,
  penalties: [],
  check: null,
  bleeder: false,
  discardAllActionDice: false,
  dropHeld: false,
  ...p,
});

export const INJURY_EFFECT_TABLE: Readonly<Record<InjuryEffectKey, InjuryEffectSpec>> = Object.freeze({
  bleeder: spec("bleeder", { bleeder: true, text: "BODY roll at the start of each round or lose a Physical Rank, until magical healing or first aid and rest" }),
  stun: spec("stun", { burnDice: 1, text: "Stunned, lucky escape" }),
  unconscious: spec("unconscious", { burnDice: 1, check: { characteristic: "mind", penalty: 0, onFail: "ooa", why: "Will roll or fall unconscious" }, text: "Will roll or unconscious (OoA)" }),
  sight: spec("sight", { mentalRanks: 1, penalties: [{ on: "sight", dice: 1 }], text: "−1d to all rolls needing sight" }),
  sound: spec("sound", { mentalRanks: 1, penalties: [{ on: "verbal-casting", dice: 2 }], text: "Deafened: verbal casting −2d" }),
  balance: spec("balance", {
    mentalRanks: 1,
    burnDice: 2,
    penalties: [{ on: "spellcasting", dice: 2 }],
    text: "Any movement needs a DEX roll or fall prone; spell casting −2d",
  }),
  paralysis: spec("paralysis", { check: { characteristic: "body", penalty: 0, onFail: "ooa", why: "Body roll or fall to the ground" }, text: "Body roll or OoA" }),
  broken: spec("broken", { physicalRanks: 1, penalties: [{ on: "movement", dice: 2 }], text: "Limb unusable: an arm drops what it holds; a leg needs DEX −2d to move or fall prone" }),
  wind: spec("wind", { mentalRanks: 1, burnDice: 2, text: "Winded" }),
  kill: spec("kill", {
    mentalRanks: 2,
    discardAllActionDice: true,
    check: { characteristic: "body", penalty: 2, onFail: "ooa", why: "Body roll at −2d or OoA" },
    text: "Body −2d or OoA; discard all remaining action dice",
  }),
  hand: spec("hand", { burnDice: 1, dropHeld: true, text: "Hand disabled: drop anything held" }),
  foot: spec("foot", {
    burnDice: 1,
    penalties: [{ on: "movement", dice: 2 }],
    check: { characteristic: "dex", penalty: 0, onFail: "prone", why: "DEX roll or fall prone" },
    text: "Foot disabled: reduced movement, movement rolls −2d",
  }),
  "flesh-wound": spec("flesh-wound", { physicalRanks: 1, text: "Deep flesh wound" }),
  fracture: spec("fracture", { penalties: [{ on: "area", dice: 2 }], text: "Rolls using the area −2d" }),
  sever: spec("sever", { physicalRanks: 2, allRolls: 2, burnDice: 2, text: "Limb severed: all rolls −2d" }),
  puncture: spec("puncture", { physicalRanks: 1, allRolls: 1, burnDice: 1, text: "Punctured lung: all rolls −1d" }),
  maim: spec("maim", { mentalRanks: 1, allRolls: 1, burnDice: 1, text: "Maimed: all rolls −1d" }),
});
