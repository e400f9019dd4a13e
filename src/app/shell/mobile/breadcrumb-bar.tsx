/** Spec 2.3. */
export function BreadcrumbBar() {
  return null;
}
