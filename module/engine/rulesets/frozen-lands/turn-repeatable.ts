/** Reading the actions a talent lets a frozen-lands fighter repeat in one turn, from a command's argument. */
import { MAX_TEXT } from "../../turns/limits";
import { MAX_REPEATABLE } from "./turn-limits";

/**
 * Action names a talent lets the fighter repeat: a list, or one string (an entrant's) of names separated by commas
 * when it holds one (a name may have several words: "first aid"), else by spaces.
 */
export function readRepeatable(what: string, value: unknown): string[] {
  if (typeof value === "string" && value.length > MAX_TEXT) throw new TypeError(`${what} must list action names of at most ${MAX_TEXT} characters in all`);
  const split = (v: string) => (v.includes(",") ? v.split(",").map((a) => a.trim()) : v.split(/\s+/)).filter((a) => a !== "");
  const list = value === undefined ? [] : typeof value === "string" ? split(value) : value;
  if (!Array.isArray(list) || list.length > MAX_REPEATABLE || list.some((a) => typeof a !== "string" || a.length > MAX_TEXT)) throw new TypeError(`${what} must list action names`);
  return [...(list as string[])];
}
