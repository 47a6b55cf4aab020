/**
 * FrayActor: behaviour on the document. It gathers plain inputs from its system data, asks the engine (through
 * the roll requests) and posts the outcome. Damage to others goes through the attack exchange on the GM's client.
 */
import { barUpdate, prepareBars } from "../canvas/trackable";
import { tokenBarRepair } from "../canvas/token-bars";
import { actorAccess, guardDocumentUpdate } from "../data/shared/ruleset-guard";
import { currentRuleset, currentRulesOptions } from "../settings";
import { SYSTEM_ID } from "../config";
import type { DamageApplication } from "../chat/apply-damage";
import { boundedDamageApplication } from "../chat/bounded-damage";
import { PLAIN_HIT } from "../chat/requests";
import { readHit } from "../rulesets/contract/hit";
import type { RulesetId } from "../schema/choices";
import { rollAndPost } from "../dice/roll";
import type { CardData, RollRequest } from "../dice/requests";
import type { AttackTarget } from "../rulesets/adapter";
import { adapterFor } from "../rulesets/registry";

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
    if (!update) return this;
    const before = foundry.utils.deepClone(this.system.stats);
    const out = await this.update(update);
    await this.statusesFromEdit(before);
    return out;
  }

  /**
   * After an edit of this actor's fields by a control (the sheet's form, a token bar), the statuses the world
   * ruleset says it brings (six-seconds: Will 0 → Broken, Helpless); `before`: the fields before the edit.
   */
  async statusesFromEdit(before: typeof this.system.stats): Promise<void> {
    const follow = adapterFor(currentRuleset()).statusesFromEdit;
    if (!follow) return;
    for (const id of follow(before, this.system.stats, this.system.derived, [...this.statuses])) await this.toggleStatusEffect(id, { active: true });
  }

  /** Roll a request built from this actor's data and post its chat card. */
  /** `targets`: whom the card binds (the user's targets of this moment by default). */
  async rollRequest(req: RollRequest, targets?: readonly { uuid: string; name: string }[]): Promise<CardData> {
    return rollAndPost(this, req, targets);
  }

  /** This actor as plain data for an attack aimed at it. */
  asAttackTarget(): AttackTarget {
    const held = this.held();
    return { name: this.name, uuid: this.uuid, system: this.system.stats, derived: this.system.derived, statuses: [...this.statuses], ...(held === undefined ? {} : { held }) };
  }

  /** What this actor holds that the world ruleset's defences need (a shield, a parrying weapon …), from its items. */
  private held(): object | undefined {
    const held = adapterFor(currentRuleset()).held;
    return held
      ? held(
          this.items.map((i) => {
            const flags = (i.flags as Record<string, unknown> | undefined)?.[SYSTEM_ID];
            return { ...(i.id ? { id: i.id } : {}), name: i.name, type: i.type, system: i.system as unknown as Record<string, unknown>, ...(flags && typeof flags === "object" ? { flags: flags as Record<string, unknown> } : {}) };
          }),
        )
      : undefined;
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

  /**
   * Work out and apply a hit on this actor (on a client Foundry lets update it); a bad amount is refused before the
   * engine. `card`: the roll card's ruleset and stored hit details, read back by that ruleset's adapter (a card the
   * author forged is refused, naming the field); a card of another ruleset than the world's lands as a plain hit.
   */
  async takeDamage(amount: number, card?: { ruleset: RulesetId; hit?: unknown } | null): Promise<DamageApplication> {
    const system = this.system;
    const ruleset = currentRuleset();
    const hit = card?.ruleset === ruleset && card.hit ? readHit(card.hit, adapterFor(ruleset).hit) : PLAIN_HIT;
    const app = boundedDamageApplication(ruleset, system.stats, system.derived, amount, {
      statuses: [...this.statuses],
      hit,
      options: currentRulesOptions(),
    });
    await this.update(app.update);
    for (const id of app.statuses) await this.toggleStatusEffect(id, { active: true });
    return app;
  }
}
