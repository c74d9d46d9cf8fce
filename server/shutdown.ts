import type { Server } from "node:http";

/**
 * Stops a server gracefully: no new connections, in-flight requests finish, idle keep-alive
 * connections close, then `cleanup` (closing the database) runs and `exit` is called with 0.
 * Requests still running after `timeoutMs` are cut and `exit` gets 1.
 */
export function createShutdown(
  server: Server,
  cleanup: () => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
  timeoutMs = 10_000,
): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      void cleanup().then(
        () => exit(0),
        () => exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => exit(1), timeoutMs).unref();
  };
}
