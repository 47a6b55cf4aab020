/**
 * FrayActor: behaviour on the document. It gathers plain inputs from its system data, asks the engine (through
 * the roll requests) and posts the outcome. Damage to others goes through the attack exchange on the GM's client.
 */
import { barUpdate, prepareBars } from "../canvas/trackable";
import { tokenBarRepair } from "../canvas/token-bars";
import { actorAccess, guardDocumentUpdate } from "../data/shared/ruleset-guard";
import { currentRuleset, currentRulesOptions } from "../settings";
import type { DamageApplication } from "../chat/apply-damage";
import { boundedDamageApplication } from "../chat/bounded-damage";
import { PLAIN_HIT, type HitDetails } from "../chat/requests";
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
    guardDocumentUpdate(this, changes, options, actorAccess(currentRuleset()), "ignored fields of another ruleset");
    return super._preUpdate(changes, options, user);
  }

  /** A new actor's token shows the world ruleset's bars (system.json can name only one ruleset's). */
  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const fix = this.prototypeTokenBarRepair();
    if (fix) this.updateSource(fix);
    return allowed;
  }

  /** The prototype-token update that moves bars of another ruleset onto this world's (null: nothing to fix). */
  prototypeTokenBarRepair(): Record<string, string | null> | null {
    const { bar1, bar2 } = this.prototypeToken;
    return tokenBarRepair({ bar1: bar1.attribute ?? null, bar2: bar2.attribute ?? null }, currentRuleset());
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
  /** `targets`: whom the card binds (the user's targets of this moment by default). */
  async rollRequest(req: RollRequest, targets?: readonly { uuid: string; name: string }[]): Promise<CardData> {
    return rollAndPost(this, req, targets);
  }

  /** This actor as plain data for an attack aimed at it. */
  asAttackTarget(): AttackTarget {
    return { name: this.name, uuid: this.uuid, system: this.system.stats, derived: this.system.derived, statuses: [...this.statuses], held: this.held() };
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

  /** Everyone the user targets, with their actors' UUIDs (a combo's targets, a spread attack's targets). */
  static targets(): (AttackTarget & { uuid: string })[] {
    return [...(game.user?.targets ?? [])].flatMap((token) => (token.actor instanceof FrayActor ? [{ ...token.actor.asAttackTarget(), uuid: token.actor.uuid }] : []));
  }

  /** The user's first targeted token's actor, as an attack target (null: the card shows the roll and the odds only). */
  static firstTarget(): AttackTarget | null {
    const token = game.user?.targets.first();
    const actor = token?.actor;
    return actor instanceof FrayActor ? actor.asAttackTarget() : null;
  }

  /** Work out and apply a hit on this actor (on a client Foundry lets update it); a bad amount is refused before the engine. */
  async takeDamage(amount: number, hit: HitDetails = PLAIN_HIT): Promise<DamageApplication> {
    const system = this.system;
    const app = boundedDamageApplication(currentRuleset(), system.stats, system.derived, amount, {
      statuses: [...this.statuses],
      ...hit,
      options: currentRulesOptions(),
    });
    await this.update(app.update);
    for (const id of app.statuses) await this.toggleStatusEffect(id, { active: true });
    return app;
  }
}
