/** Spec 2.3. */
export function MobileSideMenu() {
  return null;
}
