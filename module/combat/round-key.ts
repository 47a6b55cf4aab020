/**
 * The running fight's round an actor fights in, as one key ("<combat id>:<round>"): what a ruleset counts per round
 * on the actor (a tactica group's attacks) compares against it. Null outside a started fight the actor is in.
 */
export function combatRoundKey(actor: Actor.Implementation): string | null {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return null;
  if (!combat.combatants.contents.some((c) => c.actor?.uuid === actor.uuid)) return null;
  return `${combat.id}:${combat.round}`;
}
