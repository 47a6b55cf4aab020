/** FrayItem: item behaviour (attack rolls are started from the owning actor). */
export class FrayItem extends Item {}
