/**
 * Deleting what a test batch created, newest first (owned items and chat cards before their actors), even when
 * a deletion fails: every failure is collected and reported once at the end, so one bad delete leaves no others.
 */
export interface Deletable {
  readonly name?: string | null;
  delete(): Promise<unknown>;
}

export class CreatedDocuments {
  readonly #docs: Deletable[] = [];

  add<T extends Deletable>(doc: T): T {
    this.#docs.push(doc);
    return doc;
  }

  get size(): number {
    return this.#docs.length;
  }

  /** Delete everything added, newest first; returns the failures (empty when all went). */
  async deleteAll(): Promise<string[]> {
    const failures: string[] = [];
    while (this.#docs.length > 0) {
      const doc = this.#docs.pop()!;
      try {
        await doc.delete();
      } catch (error) {
        failures.push(`${doc.name ?? "a document"}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failures;
  }
}
