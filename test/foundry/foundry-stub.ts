/**
 * The least of Foundry the TypeDataModel classes need to be imported in Node: a TypeDataModel base whose
 * migrateData returns its source, and a fields namespace that records its options. Installed on globalThis
 * before the models are imported (dynamic import in the test), so their own migrateData runs as in Foundry.
 */
class Field {
  constructor(
    readonly a?: unknown,
    readonly b?: unknown,
  ) {}
}

class TypeDataModel {
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
}

export function installFoundryStub(): void {
  const g = globalThis as Record<string, unknown>;
  if (g["foundry"]) return;
  g["foundry"] = {
    abstract: { TypeDataModel },
    data: {
      fields: {
        NumberField: Field,
        StringField: Field,
        HTMLField: Field,
        BooleanField: Field,
        SchemaField: Field,
        ArrayField: Field,
      },
    },
  };
}
