/**
 * FrayActor: behaviour on the document. It gathers plain inputs from its system data, asks the engine (through
 * the roll requests) and posts the outcome; applying damage goes through the active GM (User#query).
 */
import { barUpdate, prepareBars } from "../canvas/trackable";
import { stripOtherRulesets } from "../data/shared/ruleset-view";
import { currentRuleset, currentRulesOptions } from "../settings";
import { damageApplication, type DamageApplication } from "../chat/apply-damage";
import { PLAIN_HIT, QUERY_NAME, type ApplyDamageRequest, type HitDetails } from "../chat/requests";
import { rollAndPost } from "../dice/roll";
import type { CardData, RollRequest } from "../dice/requests";
import type { AttackTarget } from "../rulesets/adapter";
import { hasFeature, weaponFromItem, type WeaponItemBlock } from "../engine/rulesets/frozen-lands/weapons";

export class FrayActor extends Actor {
  /**
   * Keep updates inside the world ruleset's block (plus shared fields), so a stale form or macro written for
   * another ruleset cannot overwrite stats the world is not showing: switching A → B → A loses nothing.
   */
  protected override async _preUpdate(changes: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Implementation) {
    const system = (changes as { system?: unknown }).system;
    if (system && typeof system === "object") {
      const removed = stripOtherRulesets(currentRuleset(), system as Record<string, unknown>);
      if (removed.length) console.warn(`Fray | ${this.name}: ignored fields of another ruleset: ${removed.join(", ")}`);
    }
    return super._preUpdate(changes, options, user);
  }

  /** Token bars show derived values: write the stored field behind the bar instead (see barUpdate). */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const match = /^bars\.(\w+)$/.exec(attribute);
    if (!match) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const bars = prepareBars(this.system.stats, this.system.derived);
    const bar = bars[match[1]!];
    if (!bar) return this;
    const update = barUpdate(match[1]!, isDelta ? bar.value + value : value, this.system.stats, this.system.derived);
    return update ? this.update(update) : this;
  }

  /** Roll a request built from this actor's data and post its chat card. */
  async rollRequest(req: RollRequest): Promise<CardData> {
    return rollAndPost(this, req);
  }

  /** This actor as plain data for an attack aimed at it. */
  asAttackTarget(): AttackTarget {
    return { name: this.name, system: this.system.stats, derived: this.system.derived, statuses: [...this.statuses], held: this.held() };
  }

  /** A shield (an item named so) and the first Parrying weapon this actor owns, for the defences that need them. */
  private held(): NonNullable<AttackTarget["held"]> {
    const shield = this.items.some((i) => /shield/i.test(i.name));
    const factionsWeapon = this.factionsWeapon();
    const held = factionsWeapon ? { shield, factionsWeapon } : { shield };
    for (const item of this.items) {
      const block = (item.system as { frozenLands?: unknown }).frozenLands;
      if (item.type !== "weapon" || !block || typeof block !== "object") continue;
      try {
        const weapon = weaponFromItem(item.name, block as WeaponItemBlock);
        if (hasFeature(weapon, "Parrying")) return { ...held, parrying: weapon };
      } catch {
        // A malformed weapon block parries nothing.
      }
    }
    return held;
  }

  /** The first weapon with a factions damage die (a counter strikes back with it). */
  private factionsWeapon(): { name: string; damageDie: string; impaired?: boolean } | undefined {
    for (const item of this.items) {
      const block = (item.system as { factions?: { damageDie?: unknown; impaired?: unknown } | null }).factions;
      if (item.type === "weapon" && typeof block?.damageDie === "string") return { name: item.name, damageDie: block.damageDie, impaired: block.impaired === true };
    }
    return undefined;
  }

  /** The user's first targeted token's actor, as an attack target (null: the card shows the roll and the odds only). */
  static firstTarget(): AttackTarget | null {
    const token = game.user?.targets.first();
    const actor = token?.actor;
    return actor instanceof FrayActor ? actor.asAttackTarget() : null;
  }

  /** Work out and apply a hit on this actor (runs on the GM's client). */
  async takeDamage(amount: number, hit: HitDetails = PLAIN_HIT): Promise<DamageApplication> {
    const system = this.system;
    const app = damageApplication(currentRuleset(), system.stats, system.derived, amount, {
      statuses: [...this.statuses],
      ...hit,
      options: currentRulesOptions(),
    });
    await this.update(app.update);
    for (const id of app.statuses) await this.toggleStatusEffect(id, { active: true });
    return app;
  }

  /** Ask the active GM to apply damage to this actor; the GM's client validates the request first. */
  async requestDamage(amount: number, messageId = "", hit: HitDetails = PLAIN_HIT): Promise<unknown> {
    const request: ApplyDamageRequest = { type: "applyDamage", actorUuid: this.uuid, ruleset: currentRuleset(), amount, messageId, ...hit };
    const gm = game.users.activeGM;
    if (!gm) {
      ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
      return null;
    }
    if (gm.isSelf) return (await this.takeDamage(amount, hit)).summary;
    // @ts-expect-error fvtt-types only knows core query names; "fray" is registered in CONFIG.queries by fray.ts.
    return gm.query(QUERY_NAME, request, { timeout: 30_000 });
  }
}
