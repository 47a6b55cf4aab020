/**
 * A zone's ground for a chariot, from the zone's features (the GM ticks them in the zone behaviour): "Chariots are very
 * poor vehicles in rough terrain (-2), or difficult terrain (-4). Steep slopes, rocky ground, very soft sand (as
 * opposed to compacted sand) or marshes are impassable."
 */
export const CHARIOT_ZONE_FEATURES = ["rough", "difficult", "chariot-impassable"] as const;

/** The terrain of a zone's features, as the chariot rules name it. */
export function terrainOf(features: readonly string[]): "flat" | "rough" | "difficult" | "impassable" {
  if (features.includes("chariot-impassable")) return "impassable";
  if (features.includes("difficult")) return "difficult";
  return features.includes("rough") ? "rough" : "flat";
}
