/**
 * Roll modes on chat messages, and Roll#toMessage, on top of dice.ts's Roll (installRollModes, called by index.ts on
 * every install). Sources, per behaviour:
 * - ChatMessage.create applies no mode (foundry-traps.md #9). `ChatMessage.applyRollMode(data, mode)` (v13) sets
 *   `whisper` to the GMs for gmroll and blindroll, `blind` for blindroll, `whisper` to the user alone for selfroll
 *   (the rule as public systems restate it: JiDW/Solaires-FoundryVTT `modules/utility.js` chatDataSetup, "From
 *   WFRP4e"; API page v13 ChatMessage#applyRollMode; the GMs as ChatMessage.getWhisperRecipients("GM")).
 * - v14 renames the modes (public, gm, blind, self, ic) and the method (`ChatMessage.applyMode`), keeping
 *   applyRollMode with a deprecation warning until v16 (Foundry_WoD20#1396; Muttley/foundryvtt-fallout#744); the
 *   `core.rollMode` client setting becomes `core.messageMode` (Foundry_WoD20#1395, fallout#745; modes as listed in
 *   public v14 code: "public" | "gm" | "blind" | "self" | "ic").
 *   GUESS: v14's modes set the same `whisper`/`blind` (v14 ChatMessageData still has both fields, API page
 *   foundry.documents.types.ChatMessageData v14); "ic" is public as far as who sees it.
 *   GUESS: the double registers only the generation's own setting, so a v13 read on v14 (or the reverse) fails
 *   loudly here, where v14 would answer `core.rollMode` with a deprecation warning.
 * - `Roll#toMessage(data, {rollMode})` (v13) / `{messageMode}` (v14) evaluates if needed, applies the mode (the
 *   user's setting by default) and creates the message with the roll attached (API Roll#toMessage;
 *   MetaMorphic-Digital/draw-steel's DSRoll#toMessage reads `messageMode` on v14 and warns on `rollMode`).
 */
import { Roll } from "./dice";
import { DOUBLE, deprecated } from "./state";
import { world } from "./world";

type Rec = Record<string, unknown>;

const V14_FROM_V13: Record<string, string> = { publicroll: "public", roll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
const V14_MODES = ["public", "ic", "gm", "blind", "self"];

interface Globals {
  game: { settings: { get(n: string, k: string): unknown; register(n: string, k: string, c: Rec): void; set(n: string, k: string, v: unknown): Promise<unknown> }; users: { contents: { id: string | null; isGM: boolean }[] } };
  ChatMessage: Rec & { create(data: Rec): Promise<unknown> };
}
const G = () => globalThis as unknown as Globals;

const settingKey = () => (DOUBLE.generation >= 14 ? "messageMode" : "rollMode");

/** The acting user's mode setting, by the running generation's name. */
function currentMode(): string {
  return String(G().game.settings.get("core", settingKey()));
}

function gmIds(): string[] {
  return G().game.users.contents.filter((u) => u.isGM && u.id).map((u) => u.id!);
}

/** v14 `ChatMessage.applyMode` (and the rule behind v13's applyRollMode, by v14 name). */
function applyMode(data: Rec, mode: string = currentMode()): Rec {
  if (!V14_MODES.includes(mode)) throw new Error(`"${mode}" is not a message mode (CONFIG.ChatMessage.modes)`);
  if (mode === "gm" || mode === "blind") data["whisper"] = gmIds();
  if (mode === "blind") data["blind"] = true;
  if (mode === "self") data["whisper"] = [world().user().id];
  if (mode === "public" || mode === "ic") {
    data["whisper"] = [];
    data["blind"] = false;
  }
  return data;
}

/** v13 `ChatMessage.applyRollMode`; v14 keeps it, with a deprecation warning. */
function applyRollMode(data: Rec, rollMode: string): Rec {
  if (DOUBLE.generation >= 14) deprecated("ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode");
  const mode = V14_FROM_V13[rollMode];
  if (!mode) throw new Error(`"${rollMode}" is not a roll mode (CONST.DICE_ROLL_MODES)`);
  return applyMode(data, mode);
}

async function toMessage(this: Roll, messageData: Rec = {}, options: { rollMode?: string; messageMode?: string; create?: boolean } = {}): Promise<unknown> {
  if (!this._evaluated) await this.evaluate();
  const cls = ((world().config["ChatMessage"] as Rec | undefined)?.["documentClass"] ?? G().ChatMessage) as Globals["ChatMessage"];
  const data: Rec = { ...messageData, rolls: [this] };
  if (DOUBLE.generation >= 14) {
    if (options.rollMode) deprecated("The rollMode option of Roll#toMessage is deprecated in favor of messageMode");
    applyMode(data, options.messageMode ?? V14_FROM_V13[options.rollMode ?? ""] ?? currentMode());
  } else applyRollMode(data, options.rollMode ?? currentMode());
  return options.create === false ? data : cls.create(data);
}

export interface RollModes {
  /** Set the acting user's mode (v13 names in v13, v14 names in v14). */
  setMode(mode: string): Promise<void>;
}

/** Install the generation's mode statics on ChatMessage, Roll#toMessage and the core mode setting. */
export function installRollModes(): RollModes {
  const g = G();
  // The statics live on core's ChatMessage, so Fray's subclass (CONFIG.ChatMessage.documentClass) inherits them.
  Object.assign(g.ChatMessage, DOUBLE.generation >= 14 ? { applyMode, applyRollMode } : { applyRollMode });
  if (DOUBLE.generation < 14) delete g.ChatMessage["applyMode"];
  Object.assign(Roll.prototype, { toMessage });
  const initial = DOUBLE.generation >= 14 ? "public" : "publicroll";
  g.game.settings.register("core", settingKey(), { scope: "client", default: initial, type: String });
  return {
    setMode: async (mode) => {
      await g.game.settings.set("core", settingKey(), mode);
    },
  };
}
