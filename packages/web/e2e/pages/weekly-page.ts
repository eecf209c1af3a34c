import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDist = path.resolve(here, '../../../server/dist');

/**
 * A server of its own for the weekly cycle's spec (issue 41): CREDIT_CYCLE=weekly would change
 * every other spec's credit calls, so it does not run on the worker's server. Its clock is moved
 * through TEST_CLOCK_FILE (how many ms it runs ahead), and its Monday reset checks every second.
 * Users are created by the CLI before it starts, without credit: limits give it.
 */
export class WeeklyServer {
  private child: ChildProcess | null = null;
  private output = '';
  private folder: string | null = null;

  constructor(readonly port: number) {}

  /** Its folder (database, clock file), made when first needed: loading the spec makes nothing. */
  private get dir(): string {
    this.folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-e2e-weekly-'));
    return this.folder;
  }

  private get clockFile(): string {
    return path.join(this.dir, 'clock-offset');
  }

  private get env(): Record<string, string> {
    return {
      ...(process.env as Record<string, string>),
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(this.dir, 'lotto.db')}`,
      SEED_DEMO: 'false',
      APP_TYPE: 'normal',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      CREDIT_CYCLE: 'weekly',
      TEST_CLOCK_FILE: this.clockFile,
      WEEKLY_RESET_CHECK_SECONDS: '1',
    };
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Runs the built CLI against this server's database. */
  cli(...args: string[]): void {
    const run = spawnSync(process.execPath, [path.join(serverDist, 'cli.js'), ...args], {
      env: this.env,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`lotto ${args.join(' ')}: ${run.stderr}${run.stdout}`);
  }

  /** Sets the server's clock to `instant` (epoch ms). */
  setClock(instant: number): void {
    fs.writeFileSync(this.clockFile, String(instant - Date.now()));
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the weekly server exited:\n${this.output}`);
      try {
        if ((await fetch(`${this.baseURL}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the weekly server did not start:\n${this.output}`);
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child!.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    if (this.folder) fs.rmSync(this.folder, { recursive: true, force: true });
  }
}

/** 一周限制 (/admin/weekly-limits), by test ids so any language will do. */
export class WeeklyLimitsPage {
  readonly quota: Locator;
  constructor(readonly page: Page) {
    this.quota = page.getByTestId('weekly-quota');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/weekly-limits');
    await expect(this.quota).toBeVisible();
  }

  row(username: string): Locator {
    return this.page.getByTestId(`limit-row-${username}`);
  }

  async setLimit(username: string, limit: string): Promise<void> {
    const row = this.row(username);
    await row.getByRole('button').click();
    await row.getByRole('textbox').fill(limit);
    await row.getByRole('button').last().click();
    await expect(row.getByRole('textbox')).toHaveCount(0);
  }
}

/** 7天会员账目 (/weekly-statement). */
export class WeeklyStatementPage {
  readonly summary: Locator;
  readonly weekLabel: Locator;
  constructor(readonly page: Page) {
    this.summary = page.getByTestId('weekly-summary');
    this.weekLabel = page.getByTestId('week-label');
  }

  async open(): Promise<void> {
    await this.page.goto('/weekly-statement');
    await expect(this.summary).toBeVisible();
  }

  async previousWeek(): Promise<void> {
    const before = await this.weekLabel.textContent();
    await this.page.locator('.weekly-bar__move').first().click();
    await expect(this.weekLabel).not.toHaveText(before ?? '');
  }

  row(username: string): Locator {
    return this.page.getByTestId(`weekly-row-${username}`);
  }

  /** 结账 with the prefilled amount. */
  async settle(username: string, remark: string): Promise<string> {
    const row = this.row(username);
    await row.locator('.adm-button').click();
    const amount = await row.getByRole('textbox').first().inputValue();
    await row.getByRole('textbox').last().fill(remark);
    await row.locator('.weekly-settle__actions .adm-button').last().click();
    await expect(row.locator('.weekly-settle')).toHaveCount(0);
    return amount;
  }
}
