/**
 * The rider–mount link kept on the rider's actor (`mountUuid`), in a fight or out of one. The rider's sheet *Mount*
 * (a targeted token, or a creature on the scene picked in its dialog) or the tracker's *Mount* writes it on the rider;
 * *Dismount* clears it. Only the rider's own actor is written: the mount's actor is read, never changed.
 * - "when riding a mount, the mount's mobility penalties are subtracted from your Ride bonus": a Ride check takes the
 *   mount's mobility penalty as the mount's sheet derives it at that roll (its armour items and load), so a penalty
 *   that changes while it is ridden counts at once. The sheet's typed *Mount's / vehicle's mobility penalty* stays for
 *   a vehicle (no sheet of its own: Pilot checks) and for a mount whose actor is gone.
 * - A rider moves at its mount's speed: the board reads the mount token's latest move for the rider (board.ts).
 */
import type { ActorSystem } from "../../data/actor/schema";
import type { ActorDerived } from "../../data/actor/derived";
import type { CardData, DiceGroup } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { plainCard } from "./plain-card";

const K = "FRAY.Action.SixSeconds.Mount";
const FIELD = "system.sixSeconds.mountUuid";

/** The mount's actor as it is now: its name and derived mobility penalty; null without a mount or when it is gone. */
export function mountNow(s: ActorSystem): { uuid: string; name: string; penalty: number } | null {
  const uuid = s.sixSeconds.mountUuid;
  if (!uuid) return null;
  const doc = fromUuidSync(uuid) as { name?: string; system?: { derived?: ActorDerived } } | null;
  const penalty = doc?.system?.derived?.sixSeconds?.mobilityPenalty;
  return typeof penalty === "number" ? { uuid, name: doc?.name ?? "", penalty: Math.max(0, Math.min(20, penalty)) } : null;
}

/** The mount's or vehicle's mobility penalty on a Ride or Pilot check: a linked mount's own for Ride, the typed field otherwise. */
export function ridingPenaltyOn(s: ActorSystem, skill: "ride" | "pilot"): number {
  const mount = skill === "ride" ? mountNow(s) : null;
  return mount ? mount.penalty : s.sixSeconds.ridingPenalty;
}

/** What the rider's actor writes when it mounts (the mount's actor UUID) or dismounts (""). */
export const mountLinkUpdate = (mountUuid: string): Record<string, string> => ({ [FIELD]: mountUuid });

export interface SixSecondsMountRequest {
  name: string;
  /** The mount now ridden ("" / absent: on foot). */
  mount: { uuid: string; name: string; penalty: number } | null;
}

export function resolveSixSecondsMount(req: SixSecondsMountRequest): ActionOutcome {
  const m = req.mount;
  const card: CardData = {
    ...plainCard(req.name, `${K}.Kind`),
    dice: [],
    outcome: m ? { key: `${K}.Mounted`, data: { name: req.name, mount: m.name, penalty: m.penalty }, success: true } : { key: `${K}.Dismounted`, data: { name: req.name }, success: true },
    details: [],
  };
  return { card, update: mountLinkUpdate(m?.uuid ?? "") };
}

type Candidate = { uuid: string; name: string; system: ActorSystem };

export const mountAction: SheetAction<SixSecondsMountRequest> = {
  prepare: async ({ name, uuid, stats, firstTarget, othersOnBoard, askFields, localize }) => {
    const target = firstTarget();
    // The targeted token first, then every other creature on the scene; never the rider itself.
    const seen = new Set<string>(uuid ? [uuid] : []);
    const candidates: Candidate[] = [];
    for (const c of [...(target?.uuid ? [{ uuid: target.uuid, name: target.name, system: target.system }] : []), ...(othersOnBoard?.() ?? [])]) {
      if (seen.has(c.uuid)) continue;
      seen.add(c.uuid);
      candidates.push(c);
    }
    const riding = stats.sixSeconds.mountUuid;
    if (candidates.length === 0 && !riding) throw new RangeError(localize(`${K}.NeedsMount`));
    const fields = await askFields({
      title: `${K}.Kind`,
      hint: { key: `${K}.Hint`, data: [] },
      fields: [
        {
          kind: "select",
          name: "mount",
          label: `${K}.Which`,
          value: target?.uuid && target.uuid !== uuid ? target.uuid : riding,
          options: [{ value: "", label: `${K}.OnFoot` }, ...candidates.map((c) => ({ value: c.uuid, label: "", text: c.name }))],
        },
      ],
    });
    if (!fields) return null;
    const chosen = fields["mount"] ?? "";
    if (chosen === "") return { name, mount: null };
    const mount = candidates.find((c) => c.uuid === chosen);
    if (!mount) throw new RangeError(localize(`${K}.NotOffered`));
    // A creature carrying this one cannot be carried by it.
    if (uuid && mount.system.sixSeconds.mountUuid === uuid) throw new RangeError(localize(`${K}.RidesYou`));
    const now = mountNow({ ...stats, sixSeconds: { ...stats.sixSeconds, mountUuid: mount.uuid } });
    return { name, mount: { uuid: mount.uuid, name: mount.name, penalty: now?.penalty ?? 0 } };
  },
  dice: (): DiceGroup[] => [],
  resolve: (req) => resolveSixSecondsMount(req),
};
