/** The site footer (spec 2.7). */
export function SiteFooter() {
  return <footer />;
}
