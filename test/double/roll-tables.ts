/**
 * RollTable and its embedded TableResults, as far as Fray reads them: a world table found by name
 * (`game.tables.getName`), its `results` collection, and `draw()`. Sources: API
 * https://foundryvtt.com/api/v13/classes/foundry.documents.RollTable.html (`draw({roll, recursive, results,
 * displayChat, rollMode})` → `{roll, results}`: a Roll of the table's `formula`, the results whose `range` holds its
 * total); TableResultData (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TableResultData.html:
 * `name`, `description`, `range` [low, high], `weight`, `drawn`, `flags`); RollTableData (`name`, `formula`,
 * `description`, `results`, `replacement`); dnd5e and pf2e draw world tables the same way (`game.tables.getName`).
 * GUESS: `draw` posts no chat card here (core posts one when `displayChat` is true, the default; Fray does not read it).
 */
import { Document } from "./document";
import { ArrayField, NumberField, ObjectField, StringField } from "./fields";
import { baseFields } from "./documents";
import { Roll } from "./dice";
import type { Collection } from "./collection";

export class TableResult extends Document {
  static override documentName = "TableResult";
  declare name: string;
  declare description: string;
  declare range: [number, number];
  declare flags: Record<string, unknown>;
  static override defineSchema() {
    return {
      _id: new StringField({ nullable: true, initial: null }),
      name: new StringField(),
      description: new StringField(),
      range: new ArrayField(new NumberField({ integer: true, nullable: false, initial: 1 })),
      weight: new NumberField({ integer: true, initial: 1 }),
      flags: new ObjectField(),
    };
  }
}

export class RollTable extends Document {
  static override documentName = "RollTable";
  static override embedded = { TableResult: "results" };
  declare formula: string;
  declare results: Collection<TableResult>;
  static override defineSchema() {
    const { type: _type, system: _system, ...base } = baseFields(false) as Record<string, never>;
    return { ...base, formula: new StringField(), description: new StringField() };
  }

  /** One roll of the formula; the results whose range holds its total (none on an empty table). */
  async draw(): Promise<{ roll: Roll; results: TableResult[] }> {
    const roll = await new Roll(this.formula || "1d6").evaluate();
    const total = roll.total ?? 0;
    return { roll, results: this.results.filter((r) => r.range[0]! <= total && total <= r.range[1]!) };
  }
}
