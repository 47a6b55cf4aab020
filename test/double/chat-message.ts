/**
 * ChatMessage as a document (API ChatMessageData, v13: `author` replaced `user`). The author defaults to the acting
 * user, and a non-GM cannot post as someone else (foundry-traps.md #3: the server vouches for `author`).
 * Rolls are stored as JSON strings (JSONField) and read back through CONFIG.Dice / Roll.fromData when a Roll
 * class is installed. Roll modes are NOT applied by create (foundry-traps.md #9): roll.ts adds them on top.
 */
import { Document, type Operation } from "./document";
import { ArrayField, BooleanField, DocumentIdField, HTMLField, JSONField, NumberField, ObjectField, SchemaField, StringField } from "./fields";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./ownership";
import { world, type UserLike } from "./world";

type Rec = Record<string, unknown>;

export class ChatMessage extends Document {
  static override documentName = "ChatMessage";
  static override defaultType = "base";
  declare content: string;
  /** The author as a User, as a ForeignDocumentField initialises it (the source keeps the id). */
  declare author: UserLike | null;
  declare whisper: string[];
  declare blind: boolean;
  declare speaker: { scene: string | null; actor: string | null; token: string | null; alias: string | null };
  declare rolls: unknown[];

  static override defineSchema() {
    return {
      _id: new DocumentIdField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new ObjectField(),
      style: new NumberField({ integer: true, nullable: false, initial: 0 }),
      author: new DocumentIdField(),
      timestamp: new NumberField({ nullable: false, initial: () => Date.now() }),
      flavor: new HTMLField(),
      content: new HTMLField(),
      speaker: new SchemaField({ scene: new DocumentIdField(), actor: new DocumentIdField(), token: new DocumentIdField(), alias: new StringField({ nullable: true, initial: null }) }),
      whisper: new ArrayField(new StringField({ blank: false })),
      blind: new BooleanField(),
      rolls: new ArrayField(new JSONField()),
      sound: new StringField({ nullable: true, initial: null }),
      emote: new BooleanField(),
      flags: new ObjectField(),
    };
  }

  /** The author defaults to the user who creates the message (the server fills it in). */
  static override async createDocuments(data: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    const user = world().user();
    return super.createDocuments(data.map((d) => ({ ...d, author: d["author"] ?? user.id })), operation);
  }

  override _initialize(): void {
    super._initialize();
    // API BaseChatMessage: `author` is a ForeignDocumentField of User, so the document holds the User and the source
    // its id (ChatMessage#author, v13 API page). A user not in the world gives null.
    const authorId = this._source["author"] as string | null;
    this.author = authorId ? ((world().collection("User")?.get(authorId) as UserLike | undefined) ?? null) : null;
    const stored = (this._source["rolls"] as string[] | undefined) ?? [];
    const RollClass = (world().config["Dice"] as Rec | undefined)?.["rollClass"] ?? (globalThis as Rec)["Roll"];
    const fromData = (RollClass as { fromData?: (d: unknown) => unknown } | undefined)?.fromData;
    this.rolls = stored.map((json) => {
      const data: unknown = JSON.parse(json);
      return fromData ? fromData.call(RollClass, data) : data;
    });
  }

  /** API ChatMessage.getSpeaker: actor, token and alias of whoever speaks. */
  static getSpeaker(options: { actor?: { id: string | null; name: string } | null; alias?: string } = {}): Rec {
    return { scene: null, actor: options.actor?.id ?? null, token: null, alias: options.alias ?? options.actor?.name ?? world().user().name };
  }

  get isAuthor(): boolean {
    return world().user().id === this.author?.id;
  }
  /**
   * GUESS from the API's descriptions (ChatMessage#isContentVisible, #visible) and core's blind rolls: a GM sees
   * all; a blind whisper hides its content from every player, its author included; a whisper shows only to its
   * recipients and author.
   */
  get isContentVisible(): boolean {
    const user = world().user();
    if (user.isGM) return true;
    if (this.blind && this.whisper.length) return false;
    return this.whisper.length === 0 || this.whisper.includes(user.id ?? "") || this.isAuthor;
  }
  override get visible(): boolean {
    const user = world().user();
    return this.whisper.length === 0 || user.isGM || this.isAuthor || this.whisper.includes(user.id ?? "");
  }
  /** GUESS: the author (and a GM) owns a message; everyone else observes it. */
  override getUserLevel(user: UserLike = world().user()): number {
    return user.isGM || user.id === this.author?.id ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  }
  /** A non-GM may create a message only as its author (trap #3), and edit or delete only their own. */
  override canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    if (user.isGM) return true;
    return this.author?.id === user.id;
  }
}
