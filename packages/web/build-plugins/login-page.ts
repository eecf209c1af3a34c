import type { Connect, Plugin } from 'vite';

/**
 * /login is a page of its own (login.html, src/app/login-page; docs/performance.md, issue 45):
 * the server sends it for /login (packages/server/src/http/web-assets.ts). Vite's dev and preview
 * servers answer every path with index.html; this sends /login to login.html there too.
 */
export function loginPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path === '/login' || path === '/login/') request.url = `/login.html${query < 0 ? '' : url.slice(query)}`;
    next();
  };
  return {
    name: 'lotto:login-page',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
