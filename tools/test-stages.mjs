// `npm test`: the typecheck, lint, unit and integration tests, and end-to-end tests; stops at the
// first group that fails and prints each stage's seconds, so a slow CI run says where its time
// went (docs/decisions/050-end-to-end-suite-budget.md).
//
// The stages of a group run side by side: the typecheck, lint and the production build are each
// one process that keeps one core busy and none of them reads what another writes (tsc, ESLint
// and Prettier skip build/), so on two cores the three take little more than the longest two.
// A stage that runs beside others has its output held and printed whole when it ends, under its
// name; a stage alone in its group prints as it goes. Vitest runs next (its start test serves
// the build), then Playwright on the build made in the first group (`npm run test:e2e` alone
// builds first).
import { spawn } from "node:child_process";

const GROUPS = [
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["build", "npm", ["run", "--silent", "build"]],
  ],
  [["test:unit", "npm", ["run", "--silent", "test:unit"]]],
  [["test:e2e", "npx", ["playwright", "test"]]],
];

/** Runs one stage; its output goes straight through, or is held and printed when it ends. */
function run([name, command, args], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const held = [];
    child.stdout?.on("data", (d) => held.push(d));
    child.stderr?.on("data", (d) => held.push(d));
    child.on("close", (status, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (!alone) {
        process.stdout.write(`\n── ${name} (${seconds} s) ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({
        name,
        seconds,
        failed:
          status === 0
            ? null
            : `${name} ${signal ? `was stopped (${signal})` : `exited ${status}`}`,
      });
    });
  });
}

const started = performance.now();
const times = [];
const failures = [];
for (const group of GROUPS) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  for (const r of results) {
    times.push(`${r.name} ${r.seconds}`);
    if (r.failed) failures.push(r.failed);
  }
  if (failures.length) break;
}
const total = Math.round((performance.now() - started) / 1000);
console.log(
  `\nnpm test, seconds per stage: ${times.join(", ")} (${total} in all; typecheck, lint and build side by side)`,
);
if (failures.length) {
  console.log(`npm test failed: ${failures.join("; ")}`);
  process.exit(1);
}
