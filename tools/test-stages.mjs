// `npm test`: the typecheck, lint, unit and integration tests, and end-to-end tests, in that
// order, each as its own `npm run` script; stops at the first that fails and prints each stage's
// seconds, so a slow CI run says where its time went (docs/decisions/050-end-to-end-suite-budget.md).
import { spawnSync } from "node:child_process";

const STAGES = ["typecheck", "lint", "test:unit", "test:e2e"];
const times = [];
let failed = null;
for (const stage of STAGES) {
  const started = performance.now();
  const { status, signal } = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
  times.push([stage, Math.round((performance.now() - started) / 1000)]);
  if (status !== 0) {
    failed = `${stage} ${signal ? `was stopped (${signal})` : `exited ${status}`}`;
    break;
  }
}
console.log(`\nnpm test, seconds per stage: ${times.map(([s, t]) => `${s} ${t}`).join(", ")}`);
if (failed) {
  console.log(`npm test failed: ${failed}`);
  process.exit(1);
}
