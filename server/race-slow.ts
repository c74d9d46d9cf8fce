/** How long a held page waits for the catalogue's version while queries queue for a connection. */
const VERSION_WAIT_MS = 250;
export const SLOW = Symbol("slow");
/** `read`, or SLOW once VERSION_WAIT_MS pass first; the timer never outlives the race. */
export async function raceSlow<T>(read: Promise<T>): Promise<T | typeof SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<typeof SLOW>((resolve) => {
    timer = setTimeout(() => resolve(SLOW), VERSION_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([read, slow]);
  } finally {
    clearTimeout(timer);
  }
}
