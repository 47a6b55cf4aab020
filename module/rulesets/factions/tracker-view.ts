/**
 * factions in the tracker: each faction's ready characters, the faction to move, activate and pass (every faction
 * passing in a row ends the round), main / bonus / move within a turn, reactions outside the sequence, mounts and
 * riders together, the ambush's bonus round.
 */
import { namedCombatant, pipBar, type CombatantPanel, type CommandButton, type Label, type RoundPanel, type TrackerView } from "../../applications/combat/tracker-view";
import { DEFAULT_FACTIONS } from "./actor";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import { factionsTurnPolicy, readyCharacters, type FactionsTurnData } from "../../engine/rulesets/factions/turn-policy";
import { mountGroup } from "../../engine/rulesets/factions/turn-mount-groups";
import { bonusRoundActors } from "../../engine/rulesets/factions/sneaking";
import { GRABBED } from "./status-ids";
import { BREAK_FREE, FREE_ALLY } from "./grabbed-refusal";
import { attackName, grabberHoldsAgain, grabberLetsGo, reactionName, withFreed } from "./grabber-lets-go";

type State = SchedulerState<FactionsTurnData>;

const K = "FRAY.Tracker.Factions";

function commandsFor(state: State, id: string): CommandButton[] {
  const { characters, current, group, bonusRound } = state.data;
  const c = characters[id]!;
  if (state.phase !== "running") return [];
  const inTurn = state.active === id || (group ?? []).includes(id);
  // A member of the group turn holding its turn to react: its reaction is that turn.
  if (inTurn && c.reserved) return [{ label: { key: `${K}.React` }, icon: "fa-solid fa-shield-halved", command: { type: "react", combatant: id, name: "reaction" } }];
  if (inTurn && !c.reserved) {
    const out: CommandButton[] = [];
    if (c.turn.main === 0 && c.turn.main + c.turn.bonus < 2) out.push({ label: { key: `${K}.Main` }, icon: "fa-solid fa-khanda", command: { type: "act", combatant: id, kind: "main", name: "main" } });
    if (c.turn.main + c.turn.bonus < 2) out.push({ label: { key: `${K}.Bonus` }, icon: "fa-solid fa-plus", command: { type: "act", combatant: id, kind: "bonus", name: "bonus" } });
    out.push({ label: { key: `${K}.Move` }, icon: "fa-solid fa-person-walking", command: { type: "act", combatant: id, kind: "move", zones: 1 } });
    return out;
  }
  if (c.acted) return [];
  const ready = state.active === null && current === c.faction && (bonusRound === undefined || bonusRound.includes(id));
  const out: CommandButton[] = [];
  if (ready) {
    out.push({ label: { key: `${K}.Activate` }, icon: "fa-solid fa-play", command: { type: "activate", combatant: id } });
    // Mounts and riders take the turn together; each other member may hold its turn to react instead.
    for (const member of mountGroup(state.data, id).filter((x) => x !== id && !characters[x]?.acted)) {
      out.push({ label: { key: `${K}.ActivateHolding`, data: { name: state.combatants.find((x) => x.id === member)?.name ?? member } }, icon: "fa-solid fa-hand", command: { type: "activate", combatant: id, reserve: [member] } });
    }
  }
  // A reaction spends the character's turn now, outside the sequence (not in an ambush's bonus round).
  if (bonusRound === undefined) out.push({ label: { key: `${K}.React` }, icon: "fa-solid fa-shield-halved", command: { type: "react", combatant: id, name: "reaction" } });
  return out;
}

function membersOf(state: State, faction: unknown): string[] {
  return state.combatants.map((c) => c.id).filter((id) => state.data.characters[id]?.faction === faction);
}

export const factionsTrackerView: TrackerView = {
  /** Factions in the order they first appear; a fight needs two, so a lone faction gets the default other side. */
  options(entrants) {
    const factions = [...new Set(entrants.map((e) => String(e["faction"])))];
    for (const side of [DEFAULT_FACTIONS.player, DEFAULT_FACTIONS.npc]) if (factions.length < 2 && !factions.includes(side)) factions.push(side);
    return { factions };
  },
  // "Initiative is held by the faction which started the fight, or assigned randomly if that's unclear." Those who
  // start Concealed (the entrant's `concealed`, from the token's status) sprang an ambush: they started the fight,
  // so their faction holds the initiative, and they play the bonus round before anyone else. Otherwise the engine
  // draws it (the GM gives it to the starter from the round panel, StartedFight, before the first pick).
  startArgs: (entrants) => {
    const concealed = bonusRoundActors(entrants.map((e) => ({ id: e.id, concealed: e["concealed"] === 1 })));
    if (concealed.length === 0) return {};
    const starters = [...new Set(entrants.filter((e) => concealed.includes(e.id)).map((e) => String(e["faction"])))];
    return { concealed, ...(starters.length === 1 ? { initiative: starters[0] } : {}) };
  },
  // The GM's start dialog: the ambushers (ticked from the token HUD's Concealed) and who started the fight.
  startFields(entrants) {
    const defaults = factionsTrackerView.startArgs(entrants);
    const factions = (factionsTrackerView.options(entrants) as { factions: string[] }).factions;
    const initiative = typeof defaults["initiative"] === "string" ? defaults["initiative"] : "";
    return [
      { kind: "combatants", arg: "concealed", label: { key: `${K}.Start.Ambushers` }, hint: { key: `${K}.Start.AmbushersHint` }, checked: (defaults["concealed"] as string[] | undefined) ?? [] },
      { kind: "choice", arg: "initiative", label: { key: `${K}.Start.Initiative` }, hint: { key: `${K}.Start.InitiativeHint` }, blank: { key: `${K}.Start.DrawInitiative` }, choices: factions.map((faction) => ({ value: faction, label: { key: `${K}.Faction`, data: { faction } } })), selected: initiative },
    ];
  },

  round(s, names): RoundPanel {
    const state = s as State;
    const d = state.data;
    const lines: Label[] = [{ key: "FRAY.Tracker.Round", data: { round: state.round } }];
    if (d.initiative !== null) lines.push({ key: `${K}.Initiative`, data: { faction: d.initiative } });
    if (d.bonusRound !== undefined) lines.push({ key: `${K}.BonusRound` });
    if (d.passStreak > 0) lines.push({ key: `${K}.Passes`, data: { count: d.passStreak, of: d.factions.length } });
    const rows = d.factions.map((faction) => ({
      label: { key: `${K}.Faction`, data: { faction } },
      current: d.current === faction,
      items: membersOf(state, faction).map((id) => ({
        name: names[id] ?? id,
        state: id === state.active ? ("active" as const) : readyCharacters(d, faction).includes(id) ? ("ready" as const) : ("done" as const),
      })),
    }));
    const commands: CommandButton[] = [];
    if (state.phase === "running" && d.first === null && d.initiative !== null && state.active === null) {
      for (const faction of d.factions) commands.push({ label: { key: `${K}.ChooseFirst`, data: { faction } }, icon: "fa-solid fa-flag", command: { type: "chooseFirst", faction } });
      // Before the first pick of the fight the GM may hand the drawn initiative to the faction that started it.
      if (state.round === 1 && d.bonusRound === undefined) {
        for (const faction of d.factions.filter((f) => f !== d.initiative)) commands.push({ label: { key: `${K}.StartedFight`, data: { faction } }, icon: "fa-solid fa-bolt", command: { type: "setInitiative", faction } });
      }
    }
    if (state.phase === "running" && d.current !== null && state.active === null) {
      commands.push({ label: { key: `${K}.Pass`, data: { faction: d.current } }, icon: "fa-solid fa-forward", command: { type: "pass", faction: d.current } });
    }
    return { lines, rows, commands };
  },

  combatant(s, id): CombatantPanel {
    const state = s as State;
    const c = state.data.characters[id]!;
    const slot = factionsTurnPolicy.lineup(state).find((x) => x.id === id);
    const b = factionsTurnPolicy.budget(state, id)!;
    const inTurn = state.active === id || (state.data.group ?? []).includes(id);
    const badges: Label[] = [];
    if (inTurn) badges.push({ key: `${K}.TurnUse`, data: { main: c.turn.main, bonus: c.turn.bonus, moved: c.turn.moved } });
    if (c.reserved) badges.push({ key: `${K}.Reserved` });
    if (c.rides) badges.push({ key: `${K}.Rides`, data: { name: state.combatants.find((x) => x.id === c.rides)?.name ?? c.rides } });
    if (c.extraReactions) badges.push({ key: `${K}.ExtraReactions`, data: { left: c.extraReactions - (c.extraReactionsUsed ?? 0), of: c.extraReactions } });
    if (state.data.bonusRound?.includes(id)) badges.push({ key: `${K}.Ambusher` });
    return {
      id,
      status: slot?.status ?? "waiting",
      order: { key: `${K}.Faction`, data: { faction: c.faction } },
      badges,
      pips: inTurn ? pipBar(b.allowed, b.allowed, b.spent) : null,
      pipsLabel: inTurn ? { key: `${K}.Actions`, data: { left: b.allowed - b.spent, of: b.allowed } } : null,
      dice: null,
      commands: commandsFor(state, id),
    };
  },

  subjects(s, command: TurnCommand) {
    const state = s as State;
    if (command.type === "pass") return membersOf(state, command.faction);
    // The faction holding the initiative picks who starts the round.
    if (command.type === "chooseFirst") return membersOf(state, state.data.initiative);
    // Who started the fight is the GM's call.
    if (command.type === "setInitiative") return [];
    return namedCombatant(command);
  },

  // "Grabbed characters can't act, and can only spend their turn to attempt to break free" (a main action, the
  // sheet's Break free): a grabbed character's move, bonus and any other main action are refused, read from its actor now.
  // A grabber's step that lets go records whom it frees, for the GM's undo of the step (grabber-lets-go.ts).
  withActors(s, command, actorOf) {
    if (command.type === "act" && typeof command.combatant === "string") {
      const statuses = actorOf(command.combatant)?.statuses ?? [];
      if (statuses.includes(GRABBED) && command.name !== BREAK_FREE) throw new RangeError("grabbed characters cannot act: they can only try to break free");
      // An interrupted move "resumes if they are still alive and conscious" (an opportunity attack), as any move.
      if (command.kind === "move" && (statuses.includes("factions.incapacitated") || statuses.includes("factions.dead"))) throw new RangeError("incapacitated or dead characters cannot move");
    }
    return withFreed(command, actorOf, s.combatants.map((c) => c.id));
  },

  // A rider who gets on or off mid-fight (the sheet's mount) takes its turn with the mount from then on; a skill's
  // extra reactions changed on the sheet count from then on.
  actorChanged(s, id, actor, combatantOf) {
    const c = (s as State).data.characters[id];
    if (!c) return null;
    const extra = actor.system.factions.extraReactions;
    if (extra !== (c.extraReactions ?? 0)) return { type: "setExtraReactions", combatant: id, count: extra };
    const uuid = actor.system.factions.mount;
    const mount = uuid ? combatantOf(uuid) : null;
    if ((mount ?? undefined) === c.rides || mount === id) return null;
    return mount === null ? (c.rides === undefined ? null : { type: "ride", combatant: id }) : { type: "ride", combatant: id, mount };
  },

  // "Any other action frees the grabbed character": the grabber's step writes on those it holds (grabber-lets-go.ts).
  // Its undo (*Previous turn*) holds them again, as the step recorded (`frees`).
  actorWrites: (events, command, actorOf, combatants = []) => [...grabberLetsGo(command, actorOf, combatants), ...grabberHoldsAgain(events, actorOf)],

  // "Characters can make an opportunity attack as a reaction": the board's hold skips those who cannot react now.
  opportunityReaction: true,
  // "Mounts and riders … take turn together": a drag of any member of the group taking its turn is its move.
  sharesTurn: (s, id) => (s as State).data.group?.includes(id) ?? false,
  // Zones moved count against 2 (4 sprinting), halved when the character also acts: the engine checks the limit.
  moveCommand: (_s, id, cost) => (cost.zones ? { type: "act", combatant: id, kind: "move", zones: cost.zones, ...(cost.sprint ? { sprint: true } : {}) } : null),
  costOf(s, id, action) {
    const state = s as State;
    if (state.phase !== "running") return null;
    // A reaction outside the sequence takes the character's turn for the round (or a held turn, or an extra reaction).
    if (action === "reaction") return { type: "react", combatant: id, name: "defence" };
    // A card's reaction, named (a grabber's reaction other than hiding behind the held one, or a counter with a
    // one-handed weapon, lets go: grabber-lets-go.ts).
    const reaction = reactionName(action);
    if (reaction !== null) return { type: "react", combatant: id, name: reaction };
    // "Mounting or dismounting … counts as moving half a zone": a move, so the character's own turn's (or its
    // group's); in another's turn, or with nobody acting, the engine refuses it with the reason (a reaction is no move).
    if (typeof action === "object" && action.name === "mount") return { type: "act", combatant: id, kind: "move", halfZone: true };
    // "his turn has already been consumed by the attempt to break free and he can't do anything else": the whole turn.
    if (typeof action === "object" && action.name === BREAK_FREE) return { type: "act", combatant: id, kind: "main", name: BREAK_FREE, wholeTurn: true };
    // "Allies can also spend a main action to attempt to free them": only in the freer's own turn (the engine refuses
    // a main action out of it), never a reaction.
    if (typeof action === "object" && action.name === FREE_ALLY) return { type: "act", combatant: id, kind: "main", name: FREE_ALLY };
    if (typeof action === "object" && action.name === "surrender") {
      const own = state.active === id || (state.data.group ?? []).includes(id);
      return own || state.active === null ? { type: "act", combatant: id, kind: "main", name: "surrender", wholeTurn: true } : { type: "react", combatant: id, name: "surrender" };
    }
    // A one-handed or unarmed attack is "attack"; a two-handed one, a shove, a grapple or a disarm of another than
    // the held one keep their name (a grabber's such attack lets go: grabber-lets-go.ts).
    const attack = attackName(action);
    if (attack === null) return null;
    // In another character's turn one attacks only as a reaction (an opportunity attack on a mover: "Characters can
    // make an opportunity attack as a reaction"; a counter is the card's): it takes the attacker's turn, not a main
    // action. With nobody acting, an attack is a main action (activate the character first).
    const inTurn = state.active === id || (state.data.group ?? []).includes(id);
    const othersTurn = state.active !== null && !inTurn;
    return othersTurn ? { type: "react", combatant: id, name: attack === "attack" ? "opportunity" : `opportunity-${attack}` } : { type: "act", combatant: id, kind: "main", name: attack };
  },
};
