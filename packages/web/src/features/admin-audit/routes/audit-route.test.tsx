import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditPageAnswer } from '@lotto/contract/users';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { AuditEntry } from '../api/get-audit-log';

const ADMIN = { ...PLAYER, username: 'admin', role: 'admin' as const };
const ENTRIES: AuditEntry[] = [
  {
    id: '9',
    at: '22/11/2026 12:00:00',
    actor: 'admin',
    action: 'draw.schedule',
    target: null,
    before: { pool: 'mg', cutoff: '19:00' },
    after: { pool: 'mg', cutoff: '18:30' },
  },
  {
    id: '8',
    at: '22/11/2026 11:00:00',
    actor: 'agent1',
    action: 'credit.adjust',
    target: 'player1',
    before: null,
    after: { amount: 10 },
  },
];
const api = (hasMore = false) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  '/Admin/GetAuditLog': (request: RecordedRequest) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
    return okContract(auditPageAnswer, {
      page,
      pageSize: 50,
      hasMore: hasMore && page === 1,
      items: ENTRIES,
    });
  },
});
const auditQueries = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Admin/GetAuditLog')
    .map((call) => new URL(call.url, 'http://x').searchParams);

describe('back-office audit log', () => {
  it('lists the actions newest first and shows before/after on tap', async () => {
    mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/audit');
    const entries = await screen.findAllByTestId('audit-entry');
    expect(document.title).toBe('Audit Log | Lotto');
    expect(entries[0]).toHaveTextContent('draw.schedule');
    expect(entries[1]).toHaveTextContent('agent1 → player1');
    fireEvent.click(entries[0]!);
    const detail = await screen.findByTestId('audit-detail');
    expect(within(detail).getByText('Before')).toBeInTheDocument();
    expect(detail).toHaveTextContent('"cutoff": "19:00"');
    expect(detail).toHaveTextContent('"cutoff": "18:30"');
  });

  it('searches with the filters (kept in the URL) and pages on', async () => {
    const calls = mockApi(api(true));
    loginAs(ADMIN);
    renderApp('/admin/audit');
    await screen.findAllByTestId('audit-entry');
    expect(auditQueries(calls)[0]?.toString()).toBe('page=1');
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'agent1' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'credit' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = auditQueries(calls).at(-1);
      expect([last?.get('actor'), last?.get('action'), last?.get('from'), last?.get('to')]).toEqual([
        'agent1',
        'credit',
        '20261101',
        null,
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(auditQueries(calls).at(-1)?.get('page')).toBe('2'));
    expect(auditQueries(calls).at(-1)?.get('actor')).toBe('agent1');
  });

  it('leaves out a URL date that is no real day, as one that is not a date at all', async () => {
    const calls = mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/audit?from=2026-02-30&to=2026-11-22');
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(2);
    const query = auditQueries(calls)[0];
    expect([query?.get('from'), query?.get('to')]).toEqual([null, '20261122']);
  });

  it('says No Record when nothing matches', async () => {
    mockApi({
      ...api(),
      '/Admin/GetAuditLog': okContract(auditPageAnswer, { page: 1, pageSize: 50, hasMore: false, items: [] }),
    });
    loginAs(ADMIN);
    renderApp('/admin/audit');
    expect(await screen.findByTestId('audit-empty')).toHaveTextContent('No Record');
  });

  it('refuses an agent plainly', async () => {
    mockApi(api());
    loginAs({ ...PLAYER, username: 'agent1', role: 'agent' });
    renderApp('/admin/audit');
    expect(await screen.findByTestId('admin-refused')).toBeInTheDocument();
  });
});
