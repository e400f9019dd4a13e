/** Spec 2.3. */
export function MobileBottomBar() {
  return null;
}
