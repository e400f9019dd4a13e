/** The page id of /pages/{id}: a positive integer, or null for anything else ('abc', '0', '1.5'). */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
