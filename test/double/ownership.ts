/**
 * Ownership levels and roles. CONST values from foundry-v13-notes §7 ([recall], matching the API page
 * https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html and CONST.USER_ROLES).
 */
export const DOCUMENT_OWNERSHIP_LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export type Permission = keyof typeof DOCUMENT_OWNERSHIP_LEVELS | number;

export function levelOf(permission: Permission): number {
  return typeof permission === "number" ? permission : DOCUMENT_OWNERSHIP_LEVELS[permission];
}

/** Whose level: a GM owns everything; else the user's entry, else `default`, else NONE. */
export function userLevel(ownership: Record<string, unknown> | undefined, user: { id: string | null; isGM: boolean }): number {
  if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  const own = ownership?.[user.id ?? ""];
  if (typeof own === "number" && own !== DOCUMENT_OWNERSHIP_LEVELS.INHERIT) return own;
  const def = ownership?.["default"];
  return typeof def === "number" && def >= 0 ? def : DOCUMENT_OWNERSHIP_LEVELS.NONE;
}
