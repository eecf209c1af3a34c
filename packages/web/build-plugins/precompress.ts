import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text file of the
 * build, once, at build time, so the server sends them as they are (`@fastify/static`'s
 * `preCompressed`, packages/server/src/http/web-assets.ts) instead of compressing on every request.
 * Runs after every other plugin's closeBundle, so the service worker is compressed too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lotto:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        let count = 0;
        for await (const file of files(outDir)) {
          if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const data = await readFile(file);
          const brotli = brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
            },
          });
          const gzip = gzipSync(data, { level: 9 });
          // A tiny file may not shrink: then it is sent as it is.
          if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
          if (gzip.length < data.length) await writeFile(`${file}.gz`, gzip);
          count++;
        }
        this.info?.(`pre-compressed ${count} files (.br, .gz)`);
      },
    },
  };
}
