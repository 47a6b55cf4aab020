/**
 * The little of the Quench module's API (a third-party Foundry module running mocha + chai in a world) that
 * Fray's batches use. Quench is optional and ships no types Fray depends on, so they are declared here.
 */
type MaybeAsync = () => void | Promise<void>;

export interface QuenchTest {
  (title: string, fn: MaybeAsync): void;
  skip(title: string, fn: MaybeAsync): void;
}

/** chai's assert, only the calls the batches make. */
export interface QuenchAssert {
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  include(haystack: string, needle: string, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
}

/** What a batch function receives: mocha's BDD functions and chai's assert. */
export interface QuenchBatchContext {
  describe(title: string, fn: () => void): void;
  it: QuenchTest;
  before(fn: MaybeAsync): void;
  after(fn: MaybeAsync): void;
  assert: QuenchAssert;
}

export interface Quench {
  registerBatch(key: string, fn: (context: QuenchBatchContext) => void, options?: { displayName?: string }): void;
}
