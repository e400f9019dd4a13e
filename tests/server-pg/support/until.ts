/** What `look` finds, asked again every `everyMs` until it finds something; throws past `withinMs`. */
export async function until<T>(
  what: string,
  look: () => T | undefined | Promise<T | undefined>,
  { withinMs, everyMs }: { withinMs: number; everyMs: number },
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
