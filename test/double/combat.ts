/**
 * Combat and Combatant (foundry-traps.md #1, #10; foundry-v13-notes §3).
 * - setupTurns sorts exactly as core does, `this.combatants.contents.sort(this._sortCombatants)`: the comparator is
 *   UNBOUND (Cosmere RPG binds it in its own setupTurns; Crucible reads the combat from `a.parent`; audit row 1).
 *   It runs on load (prepareDerivedData, errors logged as failed data preparation), on combatant create, update
 *   and delete, and on every combat update (trap #1).
 * - The default order is initiative descending, ties by combatant id (foundryvtt/foundryvtt#14579).
 * - startCombat fires `combatStart(combat, updateData)` before its update; nextTurn/nextRound/previous… fire
 *   `combatTurn`/`combatRound(combat, updateData, {direction, worldTime: {delta}})` before the update
 *   (#12018, #10924, Draw Steel's endTurn); `combatTurnChange(combat, prior, current)` fires after (v13 docs).
 * - World time moves by Combat#getTimeDelta: CONFIG.time.roundTime per round, turnTime per turn (#12018), and
 *   not at all from round 0 to round 1 (#12015).
 * - Creating, updating or deleting a combatant keeps the turn on the same combatant: v13's
 *   Combatant._preUpdateOperation adds a `combatTurn` to the operation, and `{turnEvents: false}` no longer stops it
 *   (foundryvtt/foundryvtt#12990, open; #11531 for v12); deleting the current combatant passes the turn to the NEXT
 *   one (#12009).
 * GUESS: setupTurns runs synchronously on each combatant change; the v13 API also documents Combat#debounceSetup,
 *   and which changes go through it is not stated.
 */
import { Document, type Operation } from "./document";
import { BooleanField, DocumentIdField, NumberField, ObjectField, StringField } from "./fields";
import type { Collection } from "./collection";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./ownership";
import { world, type UserLike } from "./world";
import type { Actor } from "./documents";

type Rec = Record<string, unknown>;
export interface CombatHistory {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

export class Combatant extends Document {
  static override documentName = "Combatant";
  static override defaultType = "base";
  declare actorId: string | null;
  declare tokenId: string | null;
  declare initiative: number | null;
  declare hidden: boolean;
  declare defeated: boolean;
  declare parent: Combat | null;

  static override defineSchema() {
    return {
      _id: new DocumentIdField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new ObjectField(),
      actorId: new DocumentIdField(),
      tokenId: new DocumentIdField(),
      sceneId: new DocumentIdField(),
      name: new StringField({ nullable: true, initial: null }),
      img: new StringField({ nullable: true, initial: null }),
      initiative: new NumberField(),
      hidden: new BooleanField(),
      defeated: new BooleanField(),
      flags: new ObjectField(),
    };
  }

  /** GUESS: a combatant without a name of its own shows its actor's (core falls back to token, then actor). */
  override _initialize(): void {
    delete (this as unknown as Rec)["name"]; // the getter below, from an earlier initialisation (an update)
    super._initialize();
    const own = this._source["name"] as string | null;
    Object.defineProperty(this, "name", { configurable: true, enumerable: true, get: () => own || this.actor?.name || null });
  }

  get combat(): Combat | null {
    return this.parent;
  }
  /** The actor: game.actors by actorId (unlinked token actors are the canvas part's, canvas.ts). */
  get actor(): Actor | null {
    return this.actorId ? ((world().collection("Actor")?.get(this.actorId) as Actor | undefined) ?? null) : null;
  }
  get token(): unknown {
    const scene = world().collection("Scene")?.get((this._source["sceneId"] as string) ?? "") as { tokens?: Collection<unknown> } | undefined;
    return scene?.tokens?.get(this.tokenId ?? "") ?? null;
  }
  /** API Combatant#isDefeated: the defeated flag, or the actor carries CONFIG.specialStatusEffects.DEFEATED. */
  get isDefeated(): boolean {
    const status = (world().config["specialStatusEffects"] as Rec | undefined)?.["DEFEATED"];
    return this.defeated || (typeof status === "string" && (this.actor?.statuses.has(status) ?? false));
  }
  get hasPlayerOwner(): boolean {
    return this.actor?.hasPlayerOwner ?? false;
  }
  get isNPC(): boolean {
    return !this.actor || !this.hasPlayerOwner;
  }
  override get visible(): boolean {
    return this.isOwner || !this.hidden;
  }
  /**
   * GUESS: a combatant's permission is its actor's (no actor: GM only), and its owner may update any field.
   * KNOWN UNKNOWN: a public system (Zandolfus/aspects-of-power module/systems/celerity.mjs, its
   * `_safeCombatantUpdate` comment) reports the server refusing a player's Combatant flag update while
   * canUserModify said true. That is a live-bug report, not documentation: what a player may change on their own
   * combatant is not known, so a Fray test passing here as a player does not prove the server allows it.
   */
  override getUserLevel(user: UserLike = world().user()): number {
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
  override canUserModify(user: UserLike, _action: "create" | "update" | "delete"): boolean {
    return user.isGM || this.testUserPermission(user, "OWNER");
  }
}

export class Combat extends Document {
  static override documentName = "Combat";
  static override defaultType = "base";
  static override embedded = { Combatant: "combatants" };
  declare combatants: Collection<Combatant>;
  declare round: number;
  declare turn: number | null;
  declare active: boolean;
  // No field initialisers in documents: they would run after the constructor has prepared the data.
  declare turns: Combatant[];
  declare current: CombatHistory | null;
  declare previous: CombatHistory | null;
  declare private playerStep: boolean;
  declare private priorState: CombatHistory | null;

  static override defineSchema() {
    return {
      _id: new StringField({ nullable: true, blank: false, initial: null }),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new ObjectField(),
      scene: new StringField({ nullable: true, initial: null }),
      active: new BooleanField(),
      round: new NumberField({ integer: true, nullable: false, initial: 0, min: 0 }),
      turn: new NumberField({ integer: true, min: 0, initial: null }),
      sort: new NumberField({ integer: true, nullable: false, initial: 0 }),
      flags: new ObjectField(),
    };
  }

  get started(): boolean {
    return this.round > 0;
  }
  get isActive(): boolean {
    return this.active;
  }
  get combatant(): Combatant | undefined {
    return this.turn === null ? undefined : this.turns?.[this.turn];
  }
  get settings(): { skipDefeated: boolean } {
    return { skipDefeated: false, ...((world().config["Combat"] as Rec | undefined)?.["settings"] as Rec | undefined) } as { skipDefeated: boolean };
  }

  /** Core's default comparator: initiative descending (none last), then combatant id (#14579). Reads no `this`. */
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = Number.isFinite(a.initiative) ? (a.initiative as number) : -Infinity;
    const ib = Number.isFinite(b.initiative) ? (b.initiative as number) : -Infinity;
    return ib - ia || (a.id! > b.id! ? 1 : a.id! < b.id! ? -1 : 0);
  }

  /** Exactly core's call: the comparator is passed unbound (trap #1). */
  setupTurns(): Combatant[] {
    this.turns ||= [];
    const turns = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null && turns.length) this.turn = Math.min(Math.max(this.turn, 0), turns.length - 1);
    this.current = this.historyOf(turns);
    this.previous ??= this.current;
    return (this.turns = turns);
  }

  private historyOf(turns: Combatant[]): CombatHistory {
    const c = this.turn === null ? undefined : turns[this.turn];
    return { round: this.round, turn: this.turn, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
  }

  /** GUESS (recalled, consistent with audit row 1): load builds the turns when there are combatants. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    if (this.combatants?.size && !this.turns?.length) this.setupTurns();
  }

  override _onCreateDescendantDocuments(...args: Parameters<Document["_onCreateDescendantDocuments"]>): void {
    super._onCreateDescendantDocuments(...args);
    this.keepingTheTurn(this.currentId(), () => this.setupTurns());
  }
  override _onUpdateDescendantDocuments(...args: Parameters<Document["_onUpdateDescendantDocuments"]>): void {
    super._onUpdateDescendantDocuments(...args);
    this.keepingTheTurn(this.currentId(), () => this.setupTurns());
  }
  override _onDeleteDescendantDocuments(...args: Parameters<Document["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    this.keepingTheTurn(this.currentAfterDelete(), () => this.setupTurns());
  }

  /** The current combatant's id from the turns as they were before the change (null: not started). */
  private currentId(): string | null {
    return this.turn === null ? null : (this.turns?.[this.turn]?.id ?? null);
  }
  /**
   * #12009: deleting the current combatant starts the next one's turn. GUESS: when it was the last in the order,
   * the turn wraps to the first combatant (the round is left alone).
   */
  private currentAfterDelete(): string | null {
    if (this.turn === null || !this.turns?.length) return null;
    const alive = (c: Combatant | undefined) => !!c && this.combatants.has(c.id!);
    if (alive(this.turns[this.turn])) return this.turns[this.turn]!.id;
    const next = this.turns.slice(this.turn + 1).find(alive) ?? this.turns.find(alive);
    return next?.id ?? null;
  }
  /**
   * Rebuild the turns, then put the turn back on `id` (#12990's combatTurn). GUESS: the stored turn changes with the
   * combatant operation itself, so no updateCombat or combatTurnChange fires for it.
   */
  private keepingTheTurn(id: string | null, rebuild: () => void): void {
    rebuild();
    if (id === null) return;
    const index = this.turns.findIndex((c) => c.id === id);
    if (index < 0 || index === this.turn) return;
    this._source["turn"] = index;
    this.turn = index;
    this.current = this.historyOf(this.turns);
  }

  /**
   * A player may change only round and turn: "Non-GM users can only update a Combat's turn/round fields, not other
   * fields" (Nimble PR #853's explanation, as shared/foundry-v13-notes.md cites it; v13 `_canChangeTurn` /
   * `_canChangeRound` gate when). Which players pass those gates is a GUESS: any player may step here.
   */
  override canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    return user.isGM || (action === "update" && this.playerStep);
  }

  override async update(data: Rec = {}, operation: Operation = {}): Promise<this | undefined> {
    this.playerStep = Object.keys(data).every((k) => ["_id", "round", "turn"].includes(k));
    const prior = this.current ?? this.historyOf(this.turns ?? []);
    this.priorState = prior;
    try {
      return await super.update(data, operation);
    } finally {
      this.playerStep = false;
    }
  }

  /** Every combat update rebuilds the turns (trap #1); a new round or turn fires combatTurnChange after it. */
  override _onUpdate(changed: Rec, options: Operation, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.setupTurns();
    if ("round" in changed || "turn" in changed) {
      this.previous = this.priorState;
      world().hooks.callAll("combatTurnChange", this, this.previous, this.current);
    }
  }

  /**
   * #12018: the world time between two points of the fight; none from round 0 (#12015). GUESS: the turn part.
   * #12018 says time advances turnTime "for each combatant that is skipped" and #12000 leaves defeated combatants
   * out; this counts turn indices, so a new round from turn t gives roundTime − t·turnTime, which no source states.
   */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    if (fromRound === 0) return 0;
    const time = (world().config["time"] as { roundTime?: number; turnTime?: number } | undefined) ?? {};
    const roundTime = time.roundTime ?? 0;
    const turnTime = time.turnTime ?? 0;
    if (toRound === fromRound) return ((toTurn ?? 0) - (fromTurn ?? 0)) * turnTime;
    return (toRound - fromRound) * roundTime + ((toTurn ?? 0) - (fromTurn ?? 0)) * turnTime;
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    world().hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }

  async nextTurn(): Promise<this> {
    const turn = this.turn ?? -1;
    const skip = this.settings.skipDefeated;
    let next: number | null = null;
    for (let i = turn + 1; i < this.turns.length; i++) {
      if (skip && this.turns[i]!.isDefeated) continue;
      next = i;
      break;
    }
    if (this.round === 0 || next === null) return this.nextRound();
    return this.step("combatTurn", { round: this.round, turn: next }, 1);
  }

  async previousTurn(): Promise<this> {
    if (this.turn === 0 && this.round === 0) return this;
    if ((this.turn ?? 0) <= 0) return this.previousRound();
    return this.step("combatTurn", { round: this.round, turn: (this.turn ?? 1) - 1 }, -1);
  }

  async nextRound(): Promise<this> {
    return this.step("combatRound", { round: this.round + 1, turn: 0 }, 1);
  }

  async previousRound(): Promise<this> {
    const round = Math.max(this.round - 1, 0);
    return this.step("combatRound", { round, turn: round === 0 ? null : 0 }, -1);
  }

  /** The hook with the update data and options first (listeners may change them), then the update. */
  private async step(hook: "combatTurn" | "combatRound", updateData: { round: number; turn: number | null }, direction: 1 | -1): Promise<this> {
    const delta = this.getTimeDelta(this.round, this.turn, updateData.round, updateData.turn);
    const updateOptions = { direction, worldTime: { delta } };
    world().hooks.callAll(hook, this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async rollInitiative(): Promise<this> {
    throw new Error("Combat#rollInitiative is not modelled by the Foundry double (Fray overrides it)");
  }
  async rollAll(): Promise<this> {
    return this.rollInitiative();
  }
  async rollNPC(): Promise<this> {
    return this.rollInitiative();
  }
}
