/**
 * The first paint, before any texts or screens have loaded: index.html carries the same markup
 * inside #root, so the page is never blank and React's first render changes nothing visible.
 */
export function StartupSplash() {
  return (
    <div className="splash" aria-hidden="true">
      <div className="brand-mark brand-mark--large">4D</div>
      <span className="spinner" />
    </div>
  );
}
