/**
 * Errors a user can meet from the UI (a bad input, an attack the rules refuse) carry a stable code and data
 * (names, numbers) beside the English message kept for logs and tests; the Foundry layer shows the lang text
 * FRAY.Error.<code> with the data as its placeholders. A data entry named "<x>Key" holds a lang key for a
 * vocabulary word (a band, a defence), which the Foundry layer localises into {x}. They extend RangeError and
 * TypeError, so callers and tests that check the kind of error keep working.
 */
import type { Reasoned } from "./modifiers";

export type ErrorData = Readonly<Record<string, string | number>>;

export interface CodedError {
  readonly code: string;
  readonly data: ErrorData;
}

/** A value out of range or an action the rules refuse. */
export class RulesError extends RangeError implements CodedError {
  readonly code: string;
  readonly data: ErrorData;
  constructor(code: string, data: ErrorData, message: string) {
    super(message);
    this.name = "RulesError";
    this.code = code;
    this.data = data;
  }
}

/** A value of the wrong kind (not a whole number …). */
export class RulesTypeError extends TypeError implements CodedError {
  readonly code: string;
  readonly data: ErrorData;
  constructor(code: string, data: ErrorData, message: string) {
    super(message);
    this.name = "RulesTypeError";
    this.code = code;
    this.data = data;
  }
}

export function isCodedError(error: unknown): error is Error & CodedError {
  return error instanceof RulesError || error instanceof RulesTypeError;
}

/** A refusal the rules gave as a reason (code + data when it has one) as an error to throw. */
export function refusalError(refusal: Reasoned): RangeError {
  return refusal.code ? new RulesError(refusal.code, refusal.data ?? {}, refusal.reason) : new RangeError(refusal.reason);
}
