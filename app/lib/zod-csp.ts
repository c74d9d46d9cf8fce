import { z } from "zod";

// Imported first by every module that builds a schema with zod (tests/unit/zod-csp.test.ts holds
// them to it), so it runs before any schema is built, and store pages that build none do not load
// zod at all. Zod compiles object
// schemas with `new Function` where it may, and probes for that when a schema is built; the CSP
// forbids eval (server/security-headers.ts), so in the browser every page would report a
// violation. Without the JIT, nothing is attempted. The server has no CSP and keeps the JIT.
if (typeof document !== "undefined") z.config({ jitless: true });
