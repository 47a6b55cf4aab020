/**
 * A possessor directing the body it shares (Possession): "Whoever is currently controlling the character uses their
 * own skill bonuses and techniques, their own mental ability scores (intelligence and spirit) but the possessed
 * character's strength, endurance, and dexterity." A possessor's sheet rolls (ability checks, weapon and unarmed
 * attacks, combos) take the body's Strength, Endurance and Dexterity, which the tracker's *Possess* wrote on it
 * (shared-body.ts); its skill bonuses, Intelligence, Spirit, combos and techniques stay its own (the engine's
 * controlProfile reading). The limbs it uses are the body's too: their count and those a called shot hurt, read from
 * the body's actor as they are now (body-link.ts). Out of a body (or as the host) nothing changes.
 *
 * Cooperative Possession: "when either one acts, they can use the highest skill modifiers and mental ability scores of
 * both the possessor and possessed". Two minds in one body that work together (each names the other in its
 * `cooperating`, written by its sheet's *Work together*) roll with the higher Intelligence, Spirit and rank of each
 * skill the acting sheet lists (the engine's controlProfile over both minds), read from the partner's actor now. A
 * Broken partner adds nothing ("A Broken character cannot aid another possessing creature with a cooperative
 * possession").
 */
import { prepareActorDerived, type ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { controlProfile, type MindProfile, type PossessionState } from "../../engine/rulesets/six-seconds/possession";
import { isBroken } from "../../engine/rulesets/six-seconds/morale";
import type { SheetActionItem } from "../adapter";
import { bodyLimbs } from "./body-link";
import { sixSecondsMorale } from "./morale-actions";
import { actorNow, bodyHostOf, linesOf } from "./shared-body";

/** Who the mind is, for the minds it works together with: its actor's UUID, and its morale (a Broken mind pools nothing). */
export interface MindRef {
  uuid?: string | undefined;
  derived?: ActorDerived;
  statuses?: readonly string[] | undefined;
}

/** The stats a mind rolls with: a possessor's with the body's Strength, Endurance and Dexterity; pooled with its cooperating partners. */
export function withControlledBody(s: ActorSystem, mind: MindRef = {}): ActorSystem {
  const six = s.sixSeconds;
  const pooled = withPartners(s, mind);
  if (six.sharedBody !== "possessor") return pooled;
  const { strength, endurance, dexterity } = six.body;
  return { ...pooled, sixSeconds: { ...pooled.sixSeconds, ...bodyLimbs(s), abilities: { ...pooled.sixSeconds.abilities, strength, endurance, dexterity } } };
}

type Technique = { name: string; comboRating: number; component: boolean };

/**
 * A sheet's context with the stats the mind rolls with, and the techniques it knows: its own and, in a cooperative
 * possession, its partners' ("techniques … known from both"), in its items (a combo's components) and its
 * techniques() (a single attack's substitutes).
 */
export function inControlledBody<C extends { stats: ActorSystem; uuid?: string | undefined; derived?: ActorDerived; statuses?: readonly string[] | undefined; items?: readonly SheetActionItem[]; techniques?: (() => Technique[]) | undefined }>(ctx: C): C {
  const stats = withControlledBody(ctx.stats, ctx);
  const lent = partnerItems(ctx.stats, ctx, ["technique"]);
  if (stats === ctx.stats && lent.length === 0) return ctx;
  const own = ctx.techniques;
  // An attack reads its skill's bonus from the derived skills: derived again from the stats the mind rolls with (the
  // pooled ranks, the body's abilities), the rest of the sheet's derived values (its items' armour, hands) kept.
  const derived = ctx.derived && stats !== ctx.stats ? { ...ctx.derived, sixSeconds: { ...ctx.derived.sixSeconds, skills: prepareActorDerived(stats).sixSeconds.skills } } : ctx.derived;
  return {
    ...ctx,
    stats,
    ...(derived ? { derived } : {}),
    ...(lent.length > 0 && ctx.items ? { items: [...ctx.items, ...lent] } : {}),
    ...(lent.length > 0 && own ? { techniques: () => [...own(), ...lent.map(techniqueOf)] } : {}),
  };
}

type ItemDoc = { id?: string | null; type?: string; name?: string; system?: { toObject?(source?: boolean): unknown } & Record<string, unknown>; flags?: { fray?: Record<string, unknown> } };

/** The partners' items of these types, as the sheet hands its own over (plain system data, fray flags). */
export function partnerItems(s: ActorSystem, mind: MindRef, types: readonly string[]): SheetActionItem[] {
  const partners = cooperatingPartners(s, mind.uuid);
  if (partners.length === 0 || !mind.derived || isBroken(sixSecondsMorale(s, mind.derived, mind.statuses ?? []))) return [];
  return partners
    .filter((p) => !isBroken(sixSecondsMorale(p.system, p.derived, p.statuses)))
    .flatMap((p) => {
      const doc = fromUuidSync(p.uuid) as { items?: { contents?: ItemDoc[] } } | null;
      return (doc?.items?.contents ?? [])
        .filter((i) => typeof i.type === "string" && types.includes(i.type) && typeof i.id === "string")
        .map((i) => ({
          id: i.id!,
          type: i.type!,
          name: i.name ?? "",
          system: (i.system?.toObject ? i.system.toObject(false) : { ...i.system }) as SheetActionItem["system"],
          flags: { ...(i.flags?.fray ?? {}) },
        }));
    });
}

/**
 * The skills the cooperating partners list and this sheet does not ("the highest skill modifiers … of both"): one row
 * each (the name as the first partner spells it, its ability, the highest rank among the partners), read from their
 * actors now; none for a Broken mind or from a Broken partner.
 */
export function partnerSkills(s: ActorSystem, mind: MindRef): ActorSystem["sixSeconds"]["skills"] {
  const partners = cooperatingPartners(s, mind.uuid);
  if (partners.length === 0 || !mind.derived || isBroken(sixSecondsMorale(s, mind.derived, mind.statuses ?? []))) return [];
  const own = new Set(s.sixSeconds.skills.map((k) => skillKey(k.name)));
  const rows = new Map<string, ActorSystem["sixSeconds"]["skills"][number]>();
  for (const p of partners) {
    if (isBroken(sixSecondsMorale(p.system, p.derived, p.statuses))) continue;
    for (const k of p.system.sixSeconds.skills) {
      const key = skillKey(k.name);
      if (!key || own.has(key)) continue;
      const seen = rows.get(key);
      rows.set(key, seen ? { ...seen, rank: Math.max(seen.rank, k.rank) } : { ...k });
    }
  }
  return [...rows.values()];
}

/** A technique item as the combo check and a single attack's substitutes read it. */
export function techniqueOf(i: SheetActionItem): { name: string; comboRating: number; component: boolean } {
  const t = i.system as unknown as { component?: unknown; comboRating?: unknown };
  return { name: i.name, component: t.component === true, comboRating: typeof t.comboRating === "number" ? t.comboRating : 0 };
}


const skillKey = (name: string) => name.trim().toLowerCase();

function mindProfile(s: ActorSystem): MindProfile {
  const skills: Record<string, number> = {};
  for (const k of s.sixSeconds.skills) if (skillKey(k.name)) skills[skillKey(k.name)] = Math.max(skills[skillKey(k.name)] ?? 0, k.rank);
  const { intelligence, spirit } = s.sixSeconds.abilities;
  return { intelligence, spirit, skills, techniques: [], combos: [], spells: [] };
}

/** The minds in this one's body that it works together with, and that work together with it, read now. */
export function cooperatingPartners(s: ActorSystem, uuid: string | undefined) {
  const host = bodyHostOf(s, uuid);
  if (!uuid || !host) return [];
  return linesOf(s.sixSeconds.cooperating)
    .filter((u) => u !== uuid)
    .map(actorNow)
    .filter((m) => m !== null && bodyHostOf(m.system, m.uuid) === host && linesOf(m.system.sixSeconds.cooperating).includes(uuid))
    .map((m) => m!);
}

function withPartners(s: ActorSystem, mind: MindRef): ActorSystem {
  const partners = cooperatingPartners(s, mind.uuid);
  if (partners.length === 0) return s;
  const self = mind.derived ? sixSecondsMorale(s, mind.derived, mind.statuses ?? []) : null;
  // A Broken mind "can't actually act in any way": nothing to pool for it.
  if (self === null || isBroken(self)) return s;
  const ids = partners.map((_, i) => `p${i}`);
  const state: PossessionState = {
    host: "self",
    minds: { self, ...Object.fromEntries(partners.map((p, i) => [ids[i]!, sixSecondsMorale(p.system, p.derived, p.statuses)])) },
    possessors: ids,
    cooperating: ids.map((id) => [id, "self"].sort().join("|")),
    secondsUsed: 0,
    vetoes: [],
  };
  const profiles = { self: mindProfile(s), ...Object.fromEntries(partners.map((p, i) => [ids[i]!, mindProfile(p.system)])) };
  const { strength, endurance, dexterity } = s.sixSeconds.abilities;
  const best = controlProfile(state, "self", { strength, endurance, dexterity }, profiles);
  const six = s.sixSeconds;
  return {
    ...s,
    sixSeconds: {
      ...six,
      abilities: { ...six.abilities, intelligence: best.intelligence, spirit: best.spirit },
      skills: six.skills.map((k) => ({ ...k, rank: Math.max(k.rank, best.skills[skillKey(k.name)] ?? 0) })),
    },
  };
}
