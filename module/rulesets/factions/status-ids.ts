/** factions token statuses the actions read and write (the adapter's statuses.ids, prefixed). */
export const GRABBED = "factions.grabbed";
/** An ambusher starts Concealed and loses it when revealed; a concealed attacker's target cannot react. */
export const CONCEALED = "factions.concealed";
