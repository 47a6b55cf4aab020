/**
 * Mounted combat: fighting from a mount works as on foot, except that controlling it costs 2 seconds of the rider's
 * round (less with techniques), takes a hand unless the mount stays still, and the mount acts on the rider's
 * initiative count, under the rider's control: it may spend its own whole turn running while the rider still has
 * 4 seconds for a combo or a spell.
 */
export const MOUNT_CONTROL_SECONDS = 2;
import { ROUND_SECONDS } from "./turn-actions";

export interface MountedRoundInput {
  /** Seconds the rider has this round (6 unless a condition cuts it). */
  riderSeconds?: number;
  /** Seconds of control a round: 2 without special techniques. */
  controlSeconds?: number;
  /** The mount stays where it is this round: control needs no hand. */
  mountStationary?: boolean;
  /** Hands the rider has free before controlling the mount. */
  riderHands?: number;
}

export interface MountedRound {
  controlSeconds: number;
  /** Seconds the rider has left for their own actions. */
  riderSecondsLeft: number;
  handsForControl: number;
  freeHands: number;
  /** The mount takes its turn on the rider's initiative count, as the rider commands. */
  mountActsOn: "rider-initiative";
  explanation: string[];
}

function whole(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
  return value;
}

export function mountedRound(input: MountedRoundInput = {}): MountedRound {
  const riderSeconds = whole(input.riderSeconds ?? ROUND_SECONDS, "riderSeconds");
  const controlSeconds = whole(input.controlSeconds ?? MOUNT_CONTROL_SECONDS, "controlSeconds");
  const hands = whole(input.riderHands ?? 2, "riderHands");
  if (controlSeconds > riderSeconds) {
    throw new RangeError(`controlling the mount takes ${controlSeconds} s but the rider has only ${riderSeconds} s this round`);
  }
  const handsForControl = input.mountStationary ? 0 : 1;
  if (handsForControl > hands) throw new RangeError("controlling a moving mount needs a free hand");
  const explanation = [`${controlSeconds} s controlling the mount, ${riderSeconds - controlSeconds} s left`];
  explanation.push(handsForControl ? "one hand on the reins" : "the mount stays still: both hands free");
  return {
    controlSeconds,
    riderSecondsLeft: riderSeconds - controlSeconds,
    handsForControl,
    freeHands: hands - handsForControl,
    mountActsOn: "rider-initiative",
    explanation,
  };
}

/** Do the rider's chosen actions (seconds each) fit in what the mount leaves them? */
export function riderActionsFit(round: MountedRound, actionSeconds: readonly number[]): boolean {
  let sum = 0;
  for (const s of actionSeconds) sum += whole(s, "action seconds");
  return sum <= round.riderSecondsLeft;
}
