// The factions commands (choose first, activate, act, ride, end turn, pass, react), apart from the policy's frame.
import type { CommandHandler } from "../../turns/policy";
import { readBoolean, readInt, readString } from "../../turns/args";
import { MAX_EXTRA_REACTIONS, MAX_SPEED } from "./turn-limits";
import { beginRound, emptyUse, moveLimit, nextFaction, readFaction, requireActive, type FactionsTurnData } from "./turn-characters";
import { checkMount, mountAtFullSpeed, mountGroup, requireActor, ridesAtFullSpeed } from "./turn-mount-groups";

export const factionsCommands: Record<string, CommandHandler<FactionsTurnData>> = {
  chooseFirst(ctx, command) {
    if (ctx.data.first !== null) throw new RangeError(`chooseFirst: ${ctx.data.first} already starts this round`);
    const faction = readFaction(ctx, command);
    ctx.data.first = faction;
    ctx.data.current = faction;
    ctx.emit("factionToAct", { faction, choseBy: ctx.data.initiative! });
  },

  activate(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const c = ctx.data.characters[id]!;
    if (ctx.data.current === null) throw new RangeError(`activate: ${ctx.data.first === null ? "the first faction has not been chosen" : "a turn is in progress"}`);
    if (c.faction !== ctx.data.current) throw new RangeError(`activate: it is ${ctx.data.current}'s move, and ${id} is with ${c.faction}`);
    if (c.acted) throw new RangeError(`activate: ${id} has no turn left this round`);
    if (ctx.data.bonusRound && !ctx.data.bonusRound.includes(id)) throw new RangeError(`activate: only the concealed characters act in the ambush's bonus round, and ${id} is not one`);
    const group = mountGroup(ctx.data, id).filter((x) => x === id || !ctx.data.characters[x]!.acted);
    const reserve = command.reserve === undefined ? [] : command.reserve;
    if (!Array.isArray(reserve) || reserve.some((r) => typeof r !== "string" || !group.includes(r))) {
      throw new RangeError(`activate: reserve must list members of ${id}'s mount group (${group.join(", ")})`);
    }
    ctx.startTurn(id, { faction: c.faction });
    for (const member of group) {
      const m = ctx.data.characters[member]!;
      m.acted = true;
      m.turn = emptyUse();
      if ((reserve as string[]).includes(member)) m.reserved = true;
    }
    if (group.length > 1) {
      ctx.data.group = group;
      ctx.emit("groupTurn", { combatant: id, members: group, reserved: reserve as string[] });
    }
    ctx.data.current = null;
    ctx.data.passStreak = 0;
  },

  act(ctx, command) {
    const id = requireActor(ctx, command);
    const c = ctx.data.characters[id]!;
    if (c.reserved) throw new RangeError(`act: ${id} holds its turn to react`);
    const use = { ...c.turn };
    const kind = command.kind;
    if (kind === "move" && command.halfZone !== undefined && readBoolean(command, "halfZone", command.halfZone)) {
      // "Mounting or dismounting, or getting on or off a vehicle, counts as moving half a zone."
      use.halfZones = (use.halfZones ?? 0) + 1;
    } else if (kind === "move") {
      const zones = readInt(command, "zones", command.zones, 1, 2 * MAX_SPEED);
      if (command.sprint !== undefined && readBoolean(command, "sprint", command.sprint)) use.sprint = true;
      use.moved += zones;
    } else if (kind === "main") use.main += 1;
    else if (kind === "bonus") use.bonus += 1;
    else throw new TypeError(`act: kind must be "move", "main" or "bonus", got ${String(kind)}`);
    if (use.main > 1) throw new RangeError(`act: ${id} has already taken a main action this turn`);
    if (use.main + use.bonus > 2) throw new RangeError(`act: ${id} has already taken a main and a bonus action (or two bonus actions)`);
    const moved = use.moved + (use.halfZones ?? 0) / 2;
    if (moved > moveLimit(c, use)) {
      throw new RangeError(`act: ${id} can move ${moveLimit(c, use)} zone(s) this turn${use.main + use.bonus > 0 ? " (half speed with actions)" : ""}, not ${moved}`);
    }
    // A main action that spends the whole turn (surrendering: "Their turn is wasted"; breaking free): nothing else is left of it.
    if (kind === "main" && command.wholeTurn !== undefined && readBoolean(command, "wholeTurn", command.wholeTurn)) {
      use.bonus = 1;
      use.moved = Math.max(use.moved, moveLimit(c, use));
    }
    const group = ctx.data.group;
    if (kind === "move" && group?.[0] === id && group.length > 1) {
      const fullSpeed = use.moved > Math.floor((use.sprint ? c.speed * 2 : c.speed) / 2);
      const riders = group.slice(1).map((r) => ctx.data.characters[r]!);
      if (fullSpeed && riders.some((r) => r.turn.moved + r.turn.main + r.turn.bonus > 0)) {
        throw new RangeError(`act: ${id}'s riders have acted this turn, so it cannot move at full speed`);
      }
      if (fullSpeed && !mountAtFullSpeed(ctx)) {
        for (const r of riders) r.reserved = false;
        ctx.emit("ridersCannotAct", { combatant: id, riders: group.slice(1) });
      }
    }
    c.turn = use;
    ctx.emit("action", { combatant: id, kind, name: typeof command.name === "string" ? command.name : null, zones: kind === "move" ? use.moved : null });
  },

  ride(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const c = ctx.data.characters[id]!;
    const under = [...(ctx.data.group ?? []), ...(ctx.state.active !== null ? [ctx.state.active] : [])];
    // Changing groups mid-turn would move a turn between groups: get on or off between turns (or in one's own, alone).
    if (ctx.data.group && (under.includes(id) || (command.mount !== undefined && under.includes(String(command.mount))))) {
      throw new RangeError(`ride: ${id}'s mount group is taking its turn; get on or off before or after it`);
    }
    if (command.mount === undefined || command.mount === null) {
      if (c.rides === undefined) throw new RangeError(`ride: ${id} rides nothing`);
      const mount = c.rides;
      delete c.rides;
      ctx.emit("dismounted", { combatant: id, mount });
      return;
    }
    const mount = ctx.combatant(command.mount).id;
    if (c.rides === mount) throw new RangeError(`ride: ${id} already rides ${mount}`);
    checkMount(ctx.data, "ride", id, c.faction, mount);
    c.rides = mount;
    ctx.emit("mounted", { combatant: id, mount });
  },

  endTurn(ctx, command) {
    requireActive(ctx, command);
    delete ctx.data.group;
    const faction = ctx.data.characters[ctx.endTurn()]!.faction;
    ctx.data.current = nextFaction(ctx.data, faction);
    ctx.emit("factionToAct", { faction: ctx.data.current });
  },

  pass(ctx, command) {
    const faction = readFaction(ctx, command);
    if (ctx.data.current !== faction) throw new RangeError(`pass: it is not ${faction}'s move (${ctx.data.current ?? "a choice or a turn is pending"})`);
    ctx.data.passStreak += 1;
    ctx.emit("factionPassed", { faction, streak: ctx.data.passStreak });
    if (ctx.data.passStreak >= ctx.data.factions.length) {
      ctx.endRound();
      ctx.emit("moraleCheckDue", {});
      delete ctx.data.bonusRound;
      beginRound(ctx);
      return;
    }
    ctx.data.current = nextFaction(ctx.data, faction);
    ctx.emit("factionToAct", { faction: ctx.data.current });
  },

  react(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const c = ctx.data.characters[id]!;
    const name = readString(command, "name", command.name);
    if (ridesAtFullSpeed(ctx.data, id)) throw new RangeError(`react: ${id}'s mount moved at full speed this round, so ${id} can neither act nor react`);
    if (ctx.data.bonusRound && !ctx.data.bonusRound.includes(id)) {
      throw new RangeError(`react: ${id} is taken by surprise in the ambush's bonus round and cannot react`);
    }
    if (c.reserved) {
      c.reserved = false;
      ctx.emit("reaction", { combatant: id, name, faction: c.faction, heldTurn: true });
      return;
    }
    if (!c.acted) {
      // The reaction is the character's whole turn, taken outside the sequence: no turn order or pass streak changes.
      c.acted = true;
      ctx.emit("reaction", { combatant: id, name, faction: c.faction });
      return;
    }
    const extra = c.extraReactions ?? 0;
    const used = c.extraReactionsUsed ?? 0;
    if (used >= extra) {
      throw new RangeError(`react: ${id} has already taken its turn this round${extra > 0 ? ` and used its ${extra} extra reaction(s)` : ""}`);
    }
    c.extraReactionsUsed = used + 1;
    ctx.emit("reaction", { combatant: id, name, faction: c.faction, extra: true, extraReactionsLeft: extra - used - 1 });
  },

  // A skill's extra reactions changed mid-fight (the sheet): those used this round stay used.
  setExtraReactions(ctx, command) {
    const id = ctx.combatant(command.combatant).id;
    const c = ctx.data.characters[id]!;
    const count = readInt(command, "count", command.count, 0, MAX_EXTRA_REACTIONS);
    if (count === 0 && (c.extraReactionsUsed ?? 0) === 0) {
      delete c.extraReactions;
      delete c.extraReactionsUsed;
      return;
    }
    c.extraReactions = count;
    c.extraReactionsUsed ??= 0;
  },

  setInitiative(ctx, command) {
    ctx.data.initiative = readFaction(ctx, command);
    ctx.emit("initiativeChanged", { faction: ctx.data.initiative });
  },
};
