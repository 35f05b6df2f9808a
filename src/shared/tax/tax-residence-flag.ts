/**
 * Who the client is for tax purposes (spec §3 taxResidenceFlag): 3 a Pole, 2 a foreigner living
 * in Poland, 1 a foreigner living abroad. Read from the citizenship of the personal-data step and
 * the residence chosen at registration; undefined until both are known.
 */
export type TaxResidenceFlag = 1 | 2 | 3;

export function taxResidenceFlag(
  residenceCountry: unknown,
  citizenship: unknown,
): TaxResidenceFlag | undefined {
  if (typeof residenceCountry !== "string" || typeof citizenship !== "string") return undefined;
  if (citizenship === "PL") return 3;
  return residenceCountry === "PL" ? 2 : 1;
}
