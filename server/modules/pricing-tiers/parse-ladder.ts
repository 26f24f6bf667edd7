import { type LadderStep, sortLadder } from "#common/pricing/bulk-ladder";
import { z } from "zod";

/**
 * The shape of the `default_bulk_ladder` setting: [{ minQuantity, percentOff }]. Server-only, so zod stays
 * out of the browser bundle.
 */
const ladderSchema = z.array(
  z.object({
    minQuantity: z.number().int().min(1),
    percentOff: z.number().gt(0).lt(100),
  }),
);

/** Reads a stored ladder; anything malformed throws rather than pricing with a wrong ladder. */
export function parseLadder(value: unknown): LadderStep[] {
  return sortLadder(ladderSchema.parse(value));
}
