/**
 * The factions adapter: what the Foundry layer does differently for factions. The rules themselves are in
 * module/engine/rulesets/factions/.
 */
import { parseFactionsDialog } from "./attack-options";
import { factionsOdds } from "./odds-reader";
import { FACTIONS_SIZES } from "./actor";
import { factionsTurnPolicy, type FactionsTurnData } from "../../engine/rulesets/factions/turn-policy";
import type { SchedulerState, TurnPolicy } from "../../engine/turns";
import type { RulesetAdapter } from "../adapter";
import { factionsHeld, type FactionsTypes } from "./types";
import { noHitFields } from "../contract/hit";
import { DEFAULT_FACTIONS } from "./actor";
import { quenchPlan } from "./quench";
import { factionsBoard } from "./board";
import { factionsTrackerView } from "./tracker-view";
import { factionsResultActions } from "./gear-breaks";
import { withShove } from "./shove-board";
import { withDisarmTake } from "./disarm-take";
import { withCounterDisarmPick } from "./disarm-counter-pick";
import { factionsDamage } from "./damage";
import { factionsDefence } from "./defence";
import { factionsRulings } from "./stunt-ruling";
import { withNonLethalCounterHits } from "./nonlethal-counter";
import { factionsDeclareFirst } from "./declare-first";
import { factionsApplyChoices } from "./apply-choices";
import { factionsDamageRequest, factionsSaveRequest } from "./from-actor";
import { FACTIONS_ROLLS, type FactionsRollRequest } from "./rolls";
import { chaseAction, fightOnAction, moraleAction, stretchEndAction, surrenderAction } from "./morale-actions";
import { rollItem, rollSave } from "./sheet";
import { CONCEALED, GRABBED } from "./status-ids";
import { grabRecord } from "./nonlethal-effect";
import { factionsRoundEnd } from "./morale-round-end";
import { mountAction } from "./mount-actions";
import { breakFreeAction, NON_LETHAL_ATTACKS } from "./nonlethal-actions";
import { FREE_ALLY } from "./grabbed-refusal";
import { otherAttack, TWO_HANDED } from "./grabber-lets-go";
import { nonLethalTargetOutcome, withNonLethalDefence, withoutChoicesOnNonLethal } from "./nonlethal-outcome";
import { durabilityAction } from "./gear-actions";


export const factions: RulesetAdapter<FactionsRollRequest, FactionsTypes> = {
  id: "factions",
  label: "FRAY.Ruleset.factions",
  rolls: FACTIONS_ROLLS,
  fromActor: { factionsSaveRequest, factionsDamageRequest },
  hit: noHitFields,
  parseDialog: parseFactionsDialog,
  held: factionsHeld,
  sheet: {
    statsTemplate: "actor/stats-factions.hbs",
    context: { sizeOptions: Object.fromEntries(FACTIONS_SIZES.map((v) => [v, `FRAY.Factions.Size.${v}`])) },
    itemTypes: ["weapon", "armour", "condition", "injury"],
    rollSave,
    rollItem,
    actions: { morale: moraleAction, surrender: surrenderAction, fightOn: fightOnAction, stretchEnd: stretchEndAction, chase: chaseAction, breakFree: breakFreeAction, mount: mountAction, durability: durabilityAction },
    attackActions: NON_LETHAL_ATTACKS,
    // "keep hold while ... attempting to disarm them ... or attacking with a one-handed weapon": any other attack of a
    // grabber's lets go, so its cost names it (grabber-lets-go.ts).
    attackCosts: { freeAlly: { name: FREE_ALLY, seconds: 0 }, shove: otherAttack("shove"), grapple: otherAttack("grapple") },
    attackCost: (name, req) => (name === "disarm" ? (req.kind === "factions.nonlethal" && req.onHeld ? "attack" : otherAttack("disarm")) : null),
    weaponCost: (item) => ((item.system["factions"] as { twoHanded?: unknown } | null | undefined)?.twoHanded === true ? otherAttack(TWO_HANDED) : null),
  },
  applyDamage: withNonLethalCounterHits(factionsDamage),
  defence: withNonLethalDefence(factionsDefence),
  rulings: factionsRulings,
  declareFirst: factionsDeclareFirst,
  applyChoices: withoutChoicesOnNonLethal(factionsApplyChoices),
  targetOutcome: (card, uuid, target, damage) => nonLethalTargetOutcome(card, uuid, target, damage),
  resultActions: withShove(withDisarmTake(withCounterDisarmPick(factionsResultActions))),
  // No attackCost: an opportunity attack's reaction is charged when it is rolled (the tracker's costOf: an attack out
  // of the character's turn is a reaction), before the dice, like every other attack's cost.
  // "Grabbed" off by any means (the token HUD too): nobody holds the character any more.
  statusOff: (id, actor) => {
    const f = actor.system.factions;
    // Incapacitated off by any means: no stunt's record is left for *End of the stretch* to read.
    if (id === "factions.incapacitated" && f.stuntIncapacitated) return { "system.factions.stuntIncapacitated": false };
    return id === GRABBED && (f.grabbedBy || f.grabbedByName || f.grabbedBySize) ? grabRecord(null) : null;
  },
  withWorldOptions: (req, o) => (req.kind === "factions.attack" || req.kind === "factions.nonlethal" ? { ...req, options: { ...req.options, ...o.factions } } : req),
  /** incapacitated, grabbed (Grapple), concealed (ambush / hiding), dead. */
  statuses: { ids: ["incapacitated", "grabbed", "concealed", "dead"], short: "fa", defeated: "factions.dead" },
  bars: {
    bar: ["bars.health"],
    value: ["factions.armour"],
    prepare: (s) => ({ health: { value: s.factions.health.value, max: s.factions.health.max } }),
    update: (bar, v) => (bar === "health" ? { "system.factions.health.value": v } : null),
  },
  tracker: factionsTrackerView,
  board: factionsBoard,
  odds: factionsOdds,
  quench: quenchPlan,
  combat: {
    policy: factionsTurnPolicy as TurnPolicy<unknown>,
    entrant: (base, src) => {
      const faction = src.system.factions.faction.trim() || (src.player ? DEFAULT_FACTIONS.player : DEFAULT_FACTIONS.npc);
      // An ambusher starts Concealed (token HUD): the tracker's start gives them the bonus round.
      // A rider (the sheet's mount) takes its turn with its mount when the mount is in this fight too.
      const mount = src.system.factions.mount ? (src.combatantOf?.(src.system.factions.mount) ?? null) : null;
      const extra = src.system.factions.extraReactions;
      return { ...base, faction, ...(extra > 0 ? { extraReactions: extra } : {}), ...(src.statuses?.includes(CONCEALED) ? { concealed: 1 } : {}), ...(mount !== null && mount !== base.id ? { rides: mount } : {}) };
    },
    passCommand: "endTurn",
    standingTurn: true,
    nobodyActing: "next turn: the faction must choose who acts (activate) first",
    // Between turns "next turn" moves play on as the text allows: the faction whose move it is passes ("the factions
    // alternate taking turns with a character or passing"; all passing in a row ends the round), and a round whose
    // first faction is not chosen yet starts with the initiative faction's own (docs/rules-notes/turns.md).
    betweenTurns: (s) => {
      const d = (s as SchedulerState<FactionsTurnData>).data;
      if (d.first === null && d.initiative !== null) return { type: "chooseFirst", faction: d.initiative };
      return d.current !== null ? { type: "pass", faction: d.current } : null;
    },
    roundEnd: factionsRoundEnd,
  },
};
