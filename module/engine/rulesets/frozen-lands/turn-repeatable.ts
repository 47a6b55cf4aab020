/** Reading the actions a talent lets a frozen-lands fighter repeat in one turn, from a command's argument. */
import { MAX_TEXT } from "../../turns/limits";
import { MAX_REPEATABLE } from "./turn-limits";

/** Action names a talent lets the fighter repeat: a list, or one string of names separated by spaces (an entrant's). */
export function readRepeatable(what: string, value: unknown): string[] {
  if (typeof value === "string" && value.length > MAX_TEXT) throw new TypeError(`${what} must list action names`);
  const list = value === undefined ? [] : typeof value === "string" ? value.split(/\s+/).filter((a) => a !== "") : value;
  if (!Array.isArray(list) || list.length > MAX_REPEATABLE || list.some((a) => typeof a !== "string" || a.length > MAX_TEXT)) throw new TypeError(`${what} must list action names`);
  return [...(list as string[])];
}
