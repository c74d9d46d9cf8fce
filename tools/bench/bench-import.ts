import { spawn } from "node:child_process";
import { makeDatabase, startScriptNodeFlags, type BenchDbKind } from "../measured-server";

// npm run bench -- import [--db sqlite|postgres] [--rows N]: a catalogue import
// of N rows (10,000 by default) previewed and applied, as new products and then as updates, and the
// export of the result read back, on a throwaway database. The work runs in a process of its own
// under `npm start`'s heap cap (tools/bench/bench-import-run.ts); this prints its figures, and exits 1
// when a preview or an apply takes 10 s or more, or the process runs out of memory.

export interface ImportPhase {
  name: string;
  seconds: number;
  rows: number;
  heapPeakMb: number;
}

const LIMIT_SECONDS = 10;

function runWorker(
  url: string,
  rows: number,
): Promise<{ phases: ImportPhase[]; peakRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...startScriptNodeFlags(), "--import", "tsx", "tools/bench/bench-import-run.ts"],
      {
        env: {
          ...process.env,
          BENCH_DATABASE_URL: url,
          BENCH_ROWS: String(rows),
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) reject(new Error(`the import bench process exited with ${code}\n${out}`));
      else resolve(JSON.parse(last) as { phases: ImportPhase[]; peakRssMb: number });
    });
  });
}

export async function runImportBench(options: {
  kind: BenchDbKind;
  rows: number;
}): Promise<number> {
  const { kind, rows } = options;
  console.log(
    `\n== catalogue import, ${kind}, ${rows} rows (heap cap: ${startScriptNodeFlags().join(" ")}) ==`,
  );
  const database = await makeDatabase(kind);
  let result: Awaited<ReturnType<typeof runWorker>>;
  try {
    result = await runWorker(database.url, rows);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.drop();
  }
  console.log(`| ${kind} | s | rows/s | heap peak MB |`);
  console.log("|---|---|---|---|");
  const failures: string[] = [];
  for (const p of result.phases) {
    console.log(
      `| ${p.name} | ${p.seconds.toFixed(2)} | ${Math.round(p.rows / p.seconds)} | ${p.heapPeakMb} |`,
    );
    if (/^(preview|apply)/.test(p.name) && p.seconds >= LIMIT_SECONDS) {
      failures.push(`${p.name}: ${p.seconds.toFixed(2)} s (< ${LIMIT_SECONDS})`);
    }
  }
  console.log(`peak RSS of the import process: ${result.peakRssMb} MB`);
  if (failures.length) {
    console.log(`\nBelow target:\n- ${failures.join("\n- ")}`);
    return 1;
  }
  console.log(`\nEvery preview and apply under ${LIMIT_SECONDS} s.`);
  return 0;
}
