import { describe, expect, it } from "vitest";
import { DROPDOWN_LABEL_LIMIT, truncateLabel } from "./truncate-label.ts";

describe("truncateLabel", () => {
  it("has a limit of 29 characters", () => {
    expect(DROPDOWN_LABEL_LIMIT).toBe(29);
  });

  it("leaves labels of 29 or fewer characters unchanged", () => {
    expect(truncateLabel("Poland")).toBe("Poland");
    const exactly29 = "Saint Vincent and Grenadines.";
    expect(exactly29).toHaveLength(29);
    expect(truncateLabel(exactly29)).toBe(exactly29);
  });

  it("cuts a longer label at the last space before the limit, with an ellipsis", () => {
    const label = "South Georgia and the South Sandwich Islands";
    expect(truncateLabel(label)).toBe("South Georgia and the South…");
  });

  it("cuts a long label without spaces at 29 characters", () => {
    const label = "A".repeat(40);
    expect(truncateLabel(label)).toBe(`${"A".repeat(29)}…`);
  });

  it("never returns more than the limit plus the ellipsis", () => {
    const label = "United States Minor Outlying Islands";
    const cut = truncateLabel(label);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe("United States Minor Outlying…");
  });
});
