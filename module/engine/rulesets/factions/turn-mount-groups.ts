// Mounts and vehicles that take their turn together with their riders, apart from the faction sequence.
import type { TurnCommand } from "../../turns/types";
import { latest } from "../../turns/peek";
import { requireActive, type Ctx, type FactionsTurnData } from "./turn-characters";

/** A mount group: the mount (or vehicle) first, then everyone riding it. */
export function mountGroup(data: FactionsTurnData, id: string): string[] {
  // Read the plain records behind the draft (peek.ts): drafting all hundred to read one field each cost most of a command.
  const characters = latest(data.characters);
  const root = characters[id]?.rides ?? id;
  return [root, ...Object.keys(characters).filter((x) => characters[x]!.rides === root)];
}

/** Refuse a rider's mount that is not in the fight, rides itself, or fights for another faction. */
export function checkMount(data: FactionsTurnData, where: string, id: string, faction: string, rides: string): void {
  const mount = data.characters[rides];
  if (rides === id) throw new RangeError(`${where}: ${id} cannot ride itself`);
  if (!mount) throw new RangeError(`${where}: ${id} rides ${rides}, who is not in the fight (add the mount first)`);
  if (mount.rides !== undefined) throw new RangeError(`${where}: ${rides} itself rides ${mount.rides}; a rider's mount must be a mount`);
  if (Object.values(data.characters).some((c) => c.rides === id)) throw new RangeError(`${where}: ${id} is ridden itself, so it cannot ride ${rides}`);
  if (mount.faction !== faction) throw new RangeError(`${where}: ${id} (${faction}) cannot ride ${rides} (${mount.faction}); give the mount its rider's faction on its sheet`);
}

/** The mount has moved more than half its speed this turn. */
export function mountAtFullSpeed(ctx: Ctx): boolean {
  const mount = ctx.data.group?.[0];
  if (mount === undefined) return false;
  const c = ctx.data.characters[mount]!;
  return c.turn.moved > Math.floor((c.turn.sprint ? c.speed * 2 : c.speed) / 2);
}

/**
 * The character rides a mount that moved at full speed in its turn this round: "riders and passengers can't take any
 * action nor react" (the mount's turn record is this round's: cleared at each round's start and at its group's activation).
 */
export function ridesAtFullSpeed(data: FactionsTurnData, id: string): boolean {
  const rides = data.characters[id]?.rides;
  const mount = rides === undefined ? undefined : data.characters[rides];
  return mount !== undefined && mount.acted && mount.turn.moved > Math.floor((mount.turn.sprint ? mount.speed * 2 : mount.speed) / 2);
}

/** The one acting: the active character, or a member of its mount group who is not holding its turn. */
export function requireActor(ctx: Ctx, command: TurnCommand): string {
  const id = ctx.combatant(command.combatant).id;
  const group = ctx.data.group ?? [];
  // A rider who activated the group is the active one, and still cannot act once the mount moved at full speed.
  if (ctx.state.active === id && (group[0] === id || !group.includes(id))) return id;
  if (!group.includes(id)) return requireActive(ctx, command);
  if (ctx.data.characters[id]!.reserved) throw new RangeError(`${command.type}: ${id} holds its turn to react`);
  if (mountAtFullSpeed(ctx)) throw new RangeError(`${command.type}: the mount moves at full speed, so ${id} can neither act nor react`);
  return id;
}
