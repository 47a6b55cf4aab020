/** FrayCombatant: initiative goes through the engine; leaving the encounter removes the combatant from the engine's fight too (on the active GM only). */
import { FrayCombat } from "./combat";

export class FrayCombatant extends Combatant {
  /** The engine rolls initiative (by the ruleset, as Rolls in chat): never core's formula. */
  override async rollInitiative(): Promise<this> {
    const combat = this.parent;
    if (combat instanceof FrayCombat && this.id !== null) await combat.rollInitiative([this.id]);
    return this;
  }

  protected override _onDelete(options: Combatant.Database.OnDeleteOperation, userId: string): void {
    super._onDelete(options, userId);
    const combat = this.parent;
    const id = this.id;
    if (!game.user.isActiveGM || !(combat instanceof FrayCombat) || id === null) return;
    const state = combat.frayStore.scheduler.state;
    if (state.phase === "running" && state.combatants.some((c) => c.id === id)) void combat.frayCommand({ type: "removeCombatant", combatant: id });
  }
}
