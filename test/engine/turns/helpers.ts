/** Small drivers shared by the turn tests. */
import type { DiceSource } from "../../../module/engine/dice/source";
import { createScheduler, dispatch } from "../../../module/engine/turns";
import type { Scheduler, TurnCommand, TurnEvent, TurnPolicy } from "../../../module/engine/turns";

export class Driver<D> {
  scheduler: Scheduler<D>;
  events: TurnEvent[] = [];
  constructor(readonly policy: TurnPolicy<D>, options?: unknown) {
    this.scheduler = createScheduler(policy, options);
  }
  get state() {
    return this.scheduler.state;
  }
  get data() {
    return this.scheduler.state.data;
  }
  run(command: TurnCommand, dice?: DiceSource): TurnEvent[] {
    const r = dispatch(this.policy, this.scheduler, command, dice);
    this.scheduler = r.scheduler;
    this.events.push(...r.events);
    return r.events;
  }
  add(combatant: Record<string, unknown>, dice?: DiceSource): TurnEvent[] {
    return this.run({ type: "addCombatant", combatant }, dice);
  }
}

export function types(events: readonly TurnEvent[]): string[] {
  return events.map((e) => (e.combatant ? `${e.type}:${e.combatant}` : e.type));
}

export function ofType(events: readonly TurnEvent[], type: string): TurnEvent[] {
  return events.filter((e) => e.type === type);
}
