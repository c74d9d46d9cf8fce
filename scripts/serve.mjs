// npm start: builds when there is no build, then runs the compiled server (build/start.js:
// migrate, seed an empty database, serve). Plain JavaScript, so it runs before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "build", "start.js");

if (!existsSync(path.join(root, "build", "server", "index.js")) || !existsSync(entry)) {
  console.log("No build found: building.");
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["scripts/build-server.mjs"],
  ]) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(entry).href);
