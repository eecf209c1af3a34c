import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serializeResultsJson } from '../features/results/import/json-format.js';
import { parseResultText } from '../features/results/import/result-file.js';
import { RESULTS_FIXTURES } from './fixtures.js';

/**
 * A publisher's and an aggregator's result files served on 127.0.0.1 (no test reaches the
 * internet), from the real fixture files:
 * - `/dmc/YYYYMMDD.json`: the Da Ma Cai file as published;
 * - `/signed/YYYYMMDD.json`: a 302 to the same file on `localhost` (Da Ma Cai's signed link on
 *   another host); `/away/YYYYMMDD.json`: a 302 to 127.0.0.2, a host nobody allowed;
 * - `/agg/YYYY-MM-DD.json`: the same draw in our JSON format, as an aggregator would copy it;
 *   `/agg-wrong/YYYY-MM-DD.json`: the copy with its 2nd prize mistyped (`second` + 1);
 * - `/slow/...` answers after `slowMs`, `/fail/...` 500, `/empty/...` a 200 with an empty page,
 *   `/cut/YYYYMMDD.json` the Da Ma Cai file cut in half, `/huge/...` `hugeBytes` of spaces;
 * - `/magnum/YYYYMMDD.json` and `/toto.txt`: the Magnum and Sports Toto fixtures.
 * Counts every request by path.
 */
export interface FakePublisher {
  port: number;
  base: string;
  requests: Map<string, number>;
  close(): Promise<void>;
}

const damacaiFile = (compact: string) => path.join(RESULTS_FIXTURES, 'damacai', `${compact}.json`);

/** The Da Ma Cai draw of `compact` in our JSON format, optionally with one prize changed. */
function aggregatorCopy(compact: string, wrong: boolean): string {
  const parsed = parseResultText('damacai', `${compact}.json`, fs.readFileSync(damacaiFile(compact), 'utf8'));
  const result = parsed.results[0]!.result;
  const second = wrong ? String((Number(result.second) + 1) % 10_000).padStart(4, '0') : result.second;
  return serializeResultsJson([{ ...result, second }]);
}

export async function startFakePublisher(
  options: { slowMs?: number; hugeBytes?: number } = {},
): Promise<FakePublisher> {
  const requests = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    const [, kind, name = ''] = url.pathname.split('/');
    const compact = name.replace(/\.json$/, '').replaceAll('-', '');
    const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end(body);
    };
    const exists = fs.existsSync(damacaiFile(compact));
    switch (kind) {
      case 'dmc':
        return exists ? send(200, fs.readFileSync(damacaiFile(compact))) : send(404, 'not found');
      case 'signed':
        return send(302, '', { location: `http://localhost:${port}/dmc/${name}?sig=abc` });
      case 'away':
        return send(302, '', { location: `http://127.0.0.2:${port}/dmc/${name}` });
      case 'agg':
      case 'agg-wrong':
        return exists ? send(200, aggregatorCopy(compact, kind === 'agg-wrong')) : send(404, 'not found');
      case 'slow':
        setTimeout(() => send(200, fs.readFileSync(damacaiFile(compact))), options.slowMs ?? 2_000).unref();
        return;
      case 'fail':
        return send(500, 'internal error');
      case 'empty':
        return send(200, '');
      case 'cut': {
        const text = fs.readFileSync(damacaiFile(compact));
        return send(200, text.subarray(0, Math.floor(text.length / 2)));
      }
      case 'huge':
        // Streamed without a length, so only the reader's cap can stop it.
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let sent = 0; sent < (options.hugeBytes ?? 2_000_000); sent += 65_536)
          response.write(' '.repeat(65_536));
        return response.end('{}');
      case 'magnum':
        return send(200, fs.readFileSync(path.join(RESULTS_FIXTURES, 'magnum', name)));
      case 'toto.txt':
        return send(200, fs.readFileSync(path.join(RESULTS_FIXTURES, 'sportstoto-4d.txt')));
      default:
        return send(404, 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
