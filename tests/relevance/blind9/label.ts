// Labels the ninth blind relevance set (README.md in this folder) with the labeler the sets share
// (../blind-set-label.ts): writes judgements.json beside this file and prints a summary.
//
//   node --import tsx tests/relevance/blind9/label.ts
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { BlindRequest } from "../blind/types";
import { labelBlindSet } from "../blind-set-label";
import { EXPECTED_RATES_TO_USD, REQUESTS } from "./requests";

await labelBlindSet({
  name: "blind set 9",
  here: dirname(fileURLToPath(import.meta.url)),
  requests: REQUESTS as BlindRequest[],
  expectedRatesToUsd: EXPECTED_RATES_TO_USD,
});
