/**
 * The primary documents Fray extends: Actor, Item, User. Their core fields are the ones the API's data pages list
 * (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ActorData.html, ItemData, UserData);
 * only the fields Fray or its tests touch are modelled.
 */
import { Document, type Operation } from "./document";
import { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField, type DataField } from "./fields";
import { TargetSet } from "./collection";
import { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES } from "./ownership";
import { world, type UserLike } from "./world";
import { getProperty } from "./utils";

type Rec = Record<string, unknown>;

/** The fields every primary document has: _id, name, type, system, ownership, flags, sort, folder. */
export function baseFields(typed: boolean): Record<string, DataField> {
  return {
    _id: new StringField({ nullable: true, blank: false, initial: null }),
    name: new StringField({ required: true, blank: false }),
    ...(typed ? { type: new StringField({ required: true, blank: false }), system: new ObjectField() } : {}),
    img: new StringField({ nullable: true, initial: null }),
    ownership: new ObjectField({ initial: () => ({ default: DOCUMENT_OWNERSHIP_LEVELS.NONE }) }),
    folder: new StringField({ nullable: true, initial: null }),
    sort: new NumberField({ integer: true, initial: 0, nullable: false }),
    flags: new ObjectField(),
  };
}

const bar = () => new SchemaField({ attribute: new StringField({ nullable: true, initial: null }) });

export class Actor extends Document {
  static override documentName = "Actor";
  static override embedded = { Item: "items", ActiveEffect: "effects" };
  declare items: import("./collection").Collection<Item>;
  declare prototypeToken: { bar1: { attribute: string | null }; bar2: { attribute: string | null }; disposition: number };

  /**
   * prototypeToken.disposition: CONST.TOKEN_DISPOSITIONS (1 friendly, 0 neutral, −1 hostile, −2 secret;
   * https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html), the disposition a token placed from the
   * actor starts with. GUESS: initial −1 (hostile), as a placed token's; a system or the GM may set it otherwise.
   */
  static override defineSchema() {
    return {
      ...baseFields(true),
      prototypeToken: new SchemaField({ name: new StringField(), bar1: bar(), bar2: bar(), actorLink: new BooleanField(), disposition: new NumberField({ initial: -1, integer: true }) }),
    };
  }

  declare effects: import("./collection").Collection<ActiveEffect>;

  /**
   * API Actor#getActiveTokens(linked, document) (https://foundryvtt.com/api/classes/foundry.documents.Actor.html):
   * the actor's tokens on the viewed scene, as documents or placeables (linked: only tokens linked to the actor).
   * Read from canvas.tokens.placeables (the regions part of the double fills it for the viewed scene).
   */
  getActiveTokens(linked = false, document = false): unknown[] {
    const canvas = (globalThis as { canvas?: { tokens?: { placeables?: { document: { actorId?: string | null; actorLink?: boolean } }[] } } }).canvas;
    const mine = (canvas?.tokens?.placeables ?? []).filter((p) => p.document.actorId === this.id && (!linked || p.document.actorLink === true));
    return document ? mine.map((p) => p.document) : mine;
  }

  /** API Actor#statuses: the status ids of its active effects (enabled ones). */
  get statuses(): Set<string> {
    const out = new Set<string>();
    for (const effect of this.effects?.values() ?? []) if (!effect.disabled) for (const id of effect.statuses) out.add(id);
    return out;
  }
  /**
   * API Actor#toggleStatusEffect(statusId, {active}): creates an ActiveEffect carrying the status, or deletes the
   * ones that do. GUESS: the effect's name is the status id (core takes CONFIG.statusEffects' name and img).
   */
  async toggleStatusEffect(id: string, options: { active?: boolean } = {}): Promise<boolean> {
    const existing = this.effects.filter((e) => e.statuses.includes(id));
    const active = options.active ?? existing.length === 0;
    if (active && existing.length === 0) await this.createEmbeddedDocuments("ActiveEffect", [{ name: id, statuses: [id] }]);
    if (!active && existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => e.id!));
    return active;
  }
  /** API Actor#hasPlayerOwner: some non-GM user owns it. */
  get hasPlayerOwner(): boolean {
    const users = world().collection("User");
    return (users?.contents ?? []).some((u) => !(u as User).isGM && this.testUserPermission(u as User, "OWNER"));
  }
  /** GUESS: a copy of the system data (API Actor#getRollData; systems add their own keys). */
  getRollData(): Rec {
    return { ...(this.system as Rec) };
  }
  /**
   * API Actor#modifyTokenAttribute (v13/v14): a token bar edit writes `system.<attribute>` (the value of a
   * {value, max}); a bar's change is clamped to [0, max] (pf2e#148's copy of core's method); the hook
   * `modifyTokenAttribute(data, updates, actor)` may change the updates or refuse them with false (API hookEvents).
   * GUESS: `data` is {attribute, value, isDelta, isBar}, and a bar set to a bare number is not clamped.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const current = getProperty(this.system, attribute);
    const bar = isBar && current !== null && typeof current === "object";
    const path = bar ? `system.${attribute}.value` : `system.${attribute}`;
    let next = value;
    if (isDelta) {
      next = Number(getProperty(this, path) ?? 0) + value;
      const max = Number((current as { max?: unknown } | null)?.max);
      if (bar) next = Math.min(Math.max(next, 0), Number.isFinite(max) ? max : Infinity);
    }
    const updates: Record<string, unknown> = { [path]: next };
    const allowed = world().hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed === false ? this : this.update(updates);
  }
  /** A world actor is no token's synthetic actor (API Actor#token: null unless synthetic). */
  get token(): null {
    return null;
  }
}

export class Item extends Document {
  static override documentName = "Item";
  static override embedded = { ActiveEffect: "effects" };
  static override defineSchema() {
    return { ...baseFields(true) };
  }
  /** API Item#actor: the owning actor, if embedded. */
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }
}

export class ActiveEffect extends Document {
  static override documentName = "ActiveEffect";
  declare statuses: string[];
  declare disabled: boolean;
  static override defineSchema() {
    return { _id: new StringField({ nullable: true, initial: null }), name: new StringField(), statuses: new ArrayField(new StringField()), disabled: new BooleanField(), flags: new ObjectField() };
  }
}

/** API User: role decides isGM (ASSISTANT and up); `targets` is the user's targeted tokens. */
export class User extends Document {
  static override documentName = "User";
  declare role: number;
  declare active: boolean;
  declare character: unknown;
  static override defineSchema() {
    return {
      _id: new StringField({ nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      role: new NumberField({ integer: true, nullable: false, initial: USER_ROLES.PLAYER, min: 0, max: 4 }),
      character: new StringField({ nullable: true, initial: null }),
      active: new BooleanField({ initial: true }),
      /** API UserData#hotbar: slot number → Macro id. */
      hotbar: new ObjectField(),
      flags: new ObjectField(),
    };
  }
  /**
   * API User#assignHotbarMacro(macro, slot): puts the macro's id in that hotbar slot (an update of the user's
   * `hotbar`); a null macro empties the slot. GUESS: the slot is taken as given (core finds a free one when omitted).
   */
  async assignHotbarMacro(macro: { id: string | null } | null, slot: number | string): Promise<this> {
    await this.update({ hotbar: { [String(slot)]: macro?.id ?? null } });
    return this;
  }
  /** API User#color: a Color; `.css` is what templates and regions are painted with. GUESS: one colour for all. */
  get color(): { css: string } {
    return { css: "#c04040" };
  }
  get targets(): TargetSet<unknown> {
    const self = this as unknown as { _targets?: TargetSet<unknown> };
    return (self._targets ??= new TargetSet());
  }
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }
  /** The user this client is: the double's acting user. */
  get isSelf(): boolean {
    return world().user().id === this.id;
  }
  /** API User#isActiveGM: this is the active GM of the game (game.users.activeGM). */
  get isActiveGM(): boolean {
    const users = world().collection("User");
    const active = (users?.contents as User[] | undefined)?.filter((u) => u.active && u.isGM).sort((a, b) => (a.id! < b.id! ? -1 : 1))[0];
    return active === this;
  }
  /** GUESS: users own themselves (and GMs everyone); others see a user at LIMITED. */
  override getUserLevel(user = world().user()): number {
    return user.isGM || user.id === this.id ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.LIMITED;
  }
  /** GUESS: only GMs pass `can(permission)`; core checks the role against game.permissions. */
  can(_action: string): boolean {
    return this.isGM;
  }
  /** GUESS: a user may edit their own User document (its flags, character); a GM any. */
  override canUserModify(user: { id: string | null; isGM: boolean }, _action: "create" | "update" | "delete"): boolean {
    return user.isGM || user.id === this.id;
  }
  /** API User#character is the Actor, not its id: looked up in game.actors when read. */
  override _initialize(): void {
    // Re-initialised after every update: the getter defined below goes first, or the plain assignment throws.
    delete (this as unknown as Record<string, unknown>)["character"];
    super._initialize();
    const id = this._source["character"] as string | null;
    Object.defineProperty(this, "character", { configurable: true, enumerable: true, get: () => (id ? (world().collection("Actor")?.get(id) ?? null) : null) });
  }
}

/**
 * API Macro / MacroData: a script or chat macro the hotbar runs (`name`, `type`, `img`, `command`, `author`).
 * `execute()` is not modelled: a test runs the command's target itself. GUESS: any user may create one.
 */
export class Macro extends Document {
  static override documentName = "Macro";
  declare command: string;
  static override defineSchema() {
    return {
      _id: new StringField({ nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      type: new StringField({ initial: "script", choices: ["script", "chat"] }),
      img: new StringField({ nullable: true, initial: null }),
      command: new StringField({ initial: "" }),
      author: new StringField({ nullable: true, initial: null }),
      flags: new ObjectField(),
    };
  }
  override canUserModify(): boolean {
    return true;
  }
}

export type { Operation };

/**
 * Scene and its tokens, as far as the core needs them (a combatant's token). API SceneData/TokenData pages; the
 * canvas part of the double (grids, movement) builds on these.
 */
export class Scene extends Document {
  static override documentName = "Scene";
  static override embedded = { Token: "tokens" };
  declare tokens: import("./collection").Collection<TokenDocument>;
  static override defineSchema() {
    return { ...baseFields(false) };
  }
}

export class TokenDocument extends Document {
  static override documentName = "Token";
  declare actorId: string | null;
  declare parent: Scene | null;
  static override defineSchema() {
    return {
      _id: new StringField({ nullable: true, blank: false, initial: null }),
      name: new StringField({ blank: true }),
      actorId: new StringField({ nullable: true, initial: null }),
      actorLink: new BooleanField(),
      x: new NumberField({ integer: true, nullable: false, initial: 0 }),
      y: new NumberField({ integer: true, nullable: false, initial: 0 }),
      elevation: new NumberField({ nullable: false, initial: 0 }),
      hidden: new BooleanField(),
      flags: new ObjectField(),
    };
  }
  /** GUESS: the world actor (linked tokens); unlinked synthetic actors are not modelled. */
  get actor(): Actor | null {
    return this.actorId ? ((world().collection("Actor")?.get(this.actorId) as Actor | undefined) ?? null) : null;
  }
  /** GUESS: a token's permission is its actor's (GM: owner). */
  override getUserLevel(user = world().user()): number {
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
  override canUserModify(user: UserLike): boolean {
    return user.isGM || this.testUserPermission(user, "OWNER");
  }
}
