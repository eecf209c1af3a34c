import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';

export interface ScriptDownload {
  /** path, e.g. /assets/vendor-abc.js */
  path: string;
  /** compressed body bytes, as received */
  bytes: number;
  encoding: string | undefined;
}

/**
 * Counts what the browser downloads for a page: every script response's body as it came over the
 * wire (compressed), and every request path.
 */
export class ScriptMeter {
  readonly scripts: ScriptDownload[] = [];
  readonly paths: string[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(readonly page: Page) {
    page.on('requestfinished', (request) => this.pending.push(this.record(request)));
  }

  private async record(request: Request): Promise<void> {
    const url = new URL(request.url());
    this.paths.push(url.pathname);
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    this.scripts.push({
      path: url.pathname,
      bytes: sizes.responseBodySize,
      encoding: response?.headers()['content-encoding'],
    });
  }

  /** Waits until the network has been quiet for a while, then for the records. */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForTimeout(1000);
    await Promise.all(this.pending);
  }

  get totalBytes(): number {
    return this.scripts.reduce((sum, script) => sum + script.bytes, 0);
  }

  report(): string {
    return [...this.scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${String(script.bytes).padStart(8)} ${script.encoding ?? 'identity'} ${script.path}`)
      .join('\n');
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build's chunk graph (dist/.vite/manifest.json, written by `vite build`). */
export class BuildGraph {
  private readonly chunks: Record<string, ManifestChunk>;
  private readonly dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

  constructor() {
    this.chunks = JSON.parse(fs.readFileSync(path.join(this.dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  }

  /**
   * The downloaded scripts (paths as /assets/...) whose code holds classic zod: its schemas are
   * built with their names as strings ('ZodString'), zod/mini's as 'ZodMiniString'.
   */
  withClassicZod(paths: string[]): string[] {
    return paths.filter((file) =>
      /[`"']ZodString[`"']/.test(fs.readFileSync(path.join(this.dist, file), 'utf8')),
    );
  }

  /** The files the chunks of these manifest keys need: themselves and what they import statically. */
  private reach(keys: string[]): Set<string> {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.chunks[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  }

  /** The files loaded for the source modules matching `pattern` (lazy routes, language bundles). */
  filesOf(pattern: RegExp): Set<string> {
    return this.reach(Object.keys(this.chunks).filter((key) => pattern.test(this.chunks[key]?.src ?? '')));
  }

  /**
   * Files that only the modules matching `pattern` need: neither the entry nor any other lazy
   * module loads them.
   */
  onlyFilesOf(pattern: RegExp): Set<string> {
    const others = this.reach(
      Object.entries(this.chunks)
        .filter(([, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && !pattern.test(chunk.src ?? ''))
        .map(([key]) => key),
    );
    return new Set([...this.filesOf(pattern)].filter((file) => !others.has(file)));
  }
}
