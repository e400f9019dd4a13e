/** The header (spec 2.2, 2.3). */
export function SiteHeader() {
  return <header />;
}
