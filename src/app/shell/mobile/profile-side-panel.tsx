/** Spec 2.3. */
export function ProfileSidePanel() {
  return null;
}
