/**
 * The sheets' _processFormData on what a live form posts: a blank optional object the document lacks (a poison's
 * escalation) stays absent; filled in, or already stored, it is posted as usual. The bundle smoke test found the
 * unchanged poison sheet creating `escalation: {failuresInRow: 1, effect: ""}`.
 */
import { describe, expect, it } from "vitest";
import { itemProcessFormData } from "../../module/applications/sheets/submit-data";

const stored = { fortDc: { min: 12 }, symptoms: "Fever" };

describe("itemProcessFormData and optional objects", () => {
  it("leaves out a blank optional object the source lacks", () => {
    const posted = { system: { fortDc: { min: 12 }, symptoms: "Fever", escalation: { failuresInRow: null, effect: "" } } };
    expect(itemProcessFormData(posted, { system: stored })).toEqual({ system: { fortDc: { min: 12 }, symptoms: "Fever" } });
  });

  it("leaves a stored null as it is", () => {
    const posted = { system: { escalation: { failuresInRow: null, effect: "" } } };
    expect(itemProcessFormData(posted, { system: { ...stored, escalation: null } })).toEqual({ system: {} });
  });

  it("keeps it once a field is filled in", () => {
    const posted = { system: { escalation: { failuresInRow: 2, effect: "" } } };
    expect(itemProcessFormData(posted, { system: stored })).toEqual({ system: { escalation: { failuresInRow: 2, effect: "" } } });
  });

  it("posts a stored object even when blanked, so clearing a field still reaches the document", () => {
    const posted = { system: { escalation: { failuresInRow: null, effect: "" } } };
    const withEscalation = { ...stored, escalation: { failuresInRow: 2, effect: "Coma" } };
    expect(itemProcessFormData(posted, { system: withEscalation })).toEqual(posted);
  });
});
