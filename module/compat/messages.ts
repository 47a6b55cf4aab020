/**
 * Roll modes on chat messages, in each generation's form. ChatMessage.create applies no mode by itself; core
 * applies the user's mode through `ChatMessage.applyRollMode` (v13) or `ChatMessage.applyMode` (v14, where roll
 * modes became message modes and the `core.rollMode` setting became `core.messageMode`: Foundry_WoD20#1395/#1396,
 * Muttley/foundryvtt-fallout#744/#745). Fray names the four modes the v14 way and maps them for v13.
 */
import { isV14 } from "./generation";

export type MessageMode = "public" | "gm" | "blind" | "self";

const V13_NAMES: Record<MessageMode, string> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };
const FROM_V13: Record<string, MessageMode> = { publicroll: "public", roll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
// v14's "ic" (in character) mode is public as far as who sees the message goes.
const FROM_V14: Record<string, MessageMode> = { public: "public", ic: "public", gm: "gm", blind: "blind", self: "self" };

/** The mode this user picked in the chat controls, as Fray names it (public when unknown). */
export function userMessageMode(): MessageMode {
  const settings = game.settings as unknown as FrayV14.ClientSettingsGet;
  if (isV14()) return FROM_V14[String(settings.get("core", "messageMode"))] ?? "public";
  return FROM_V13[String(settings.get("core", "rollMode"))] ?? "public";
}

/**
 * Apply a mode (the user's by default) to message data through core, which sets `whisper` and `blind`; returns
 * the same data object.
 */
export function applyMessageMode<T extends object>(data: T, mode: MessageMode = userMessageMode()): T {
  const cls = ChatMessage.implementation as unknown as FrayV14.ChatMessageModes;
  if (isV14()) cls.applyMode(data, mode);
  else cls.applyRollMode(data, V13_NAMES[mode]);
  return data;
}
