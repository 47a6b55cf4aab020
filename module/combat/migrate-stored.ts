/**
 * Older Combats stored the whole scheduler as one JSON string (`system.scheduler`) and the request ids as a list
 * (`system.requests: [id…]`, latest last). Both move to the keyed form (stored.ts): the state, the ledger under each
 * entry's seq, and each request id with its order. A string that is not JSON (or not a scheduler's shape) is kept
 * as it was under `unreadable`, so nothing is lost; the tracker then says so and starts afresh. Foundry runs
 * migrateData on the partial changes of every update too (foundry-traps.md #4): only the old keys present are moved.
 */
import { encodeEntry } from "../engine/turns/ledger-codec";
import type { LedgerEntry } from "../engine/turns";

type Rec = Record<string, unknown>;

const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

export function migrateStoredCombat(source: Rec): Rec {
  if ("scheduler" in source) {
    const old = source["scheduler"];
    delete source["scheduler"];
    if (typeof old === "string" && old !== "") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(old);
      } catch {
        parsed = undefined;
      }
      const ledger = isRecord(parsed) ? parsed["ledger"] : undefined;
      if (isRecord(parsed) && isRecord(parsed["state"]) && Array.isArray(ledger)) {
        source["state"] = parsed["state"];
        // An entry without a whole-number seq is kept under its place in the list, where the read names it.
        // Each patch in the stored grouped form (ledger-codec.ts); an entry that is not one is kept as it is, for the
        // read to name.
        const stored = (e: unknown) => (isRecord(e) && Array.isArray(e["patch"]) && e["patch"].every((op) => isRecord(op) && Array.isArray(op["path"])) ? encodeEntry(e as unknown as LedgerEntry) : e);
        source["ledger"] = Object.fromEntries(ledger.map((e: unknown, i) => [String(Number.isSafeInteger((e as { seq?: unknown } | null)?.seq) ? (e as { seq: number }).seq : `x${i}`), stored(e)]));
      } else {
        source["unreadable"] = old;
      }
    }
  }
  const requests = source["requests"];
  if (Array.isArray(requests)) source["requests"] = Object.fromEntries(requests.filter((id): id is string => typeof id === "string").map((id, i) => [id, i + 1]));
  return source;
}
