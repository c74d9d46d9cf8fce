// The bench's yardstick: a bare node:http server that answers each URL with
// the very bytes and headers the app sent for it (captured by tools/bench/bench-bare.ts), compressed
// as the app compressed them. What the app does on top of this is what its ratio measures.
// Usage: node tools/bench/bare-server.mjs CAPTURE.json PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, "utf8")).map(({ path, status, headers, body }) => [
    path,
    { status, headers, body: Buffer.from(body, "base64") },
  ]),
);
createServer((req, res) => {
  // The bench's "uncached" requests carry a parameter of their own: the same bytes answer them.
  const url = (req.url ?? "/").replace(/[?&]_b=\d+$/, "");
  const answer = answers.get(url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.byteLength });
  res.end(answer.body);
}).listen(Number(port), "127.0.0.1", () => console.log(`bare server on ${port}`));
