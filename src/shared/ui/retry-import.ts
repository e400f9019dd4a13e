/**
 * Runs a dynamic import again when it fails (a dropped connection, a busy server): a lazy part
 * of the page gets three tries, 400 ms apart, before its error boundary takes over.
 */
export async function retryImport<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
}
