// The fear levels alone, a leaf: the creature's shape names them without importing the fear rules (which import it).
export const FEAR_LEVELS = ["scary", "fearsome", "dread", "terror", "fell"] as const;
export type FearLevel = (typeof FEAR_LEVELS)[number];
