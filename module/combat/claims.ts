/** Request ids claimed on this (the GM's) client per combat, before their work starts (FrayCombat#frayCarryOut). */
const CLAIMED = new WeakMap<object, Set<string>>();

export function claimsOf(combat: object): Set<string> {
  let set = CLAIMED.get(combat);
  if (!set) CLAIMED.set(combat, (set = new Set()));
  return set;
}
