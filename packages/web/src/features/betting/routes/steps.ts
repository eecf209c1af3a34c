/**
 * The summary's and the success screen's code (with the order's contract, the order-string parser,
 * the slip and its QR code): not part of /betting's first screen, nor of the screens that share the
 * betting chunk, which all evaluated it at start-up (docs/performance.md, "Issue 45: the heavy
 * routes"). Fetched when the form is first touched, so the next step is there when it is needed.
 */
export const loadSummary = () => import('./summary-route');
export const loadSuccess = () => import('./bet-success-route');

let asked = false;
export function prefetchBettingSteps(): void {
  if (asked) return;
  asked = true;
  void loadSummary().catch(() => (asked = false));
  void loadSuccess().catch(() => (asked = false));
}
