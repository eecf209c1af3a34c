/**
 * Leaves the login page for the app at `path` (a path of this app, return-to.ts checks it): a page
 * load, replacing /login in the history, as the app's own redirect after logging in did. A module
 * of its own so that tests can stand in for the browser's navigation, which jsdom lacks.
 */
export function loadApp(path: string): void {
  window.location.replace(path);
}
