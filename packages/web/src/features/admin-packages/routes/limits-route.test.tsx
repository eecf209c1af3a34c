import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import { betDatesAnswer } from '@lotto/contract/draws';
import { exposureAnswer, limitViewSchema, limitsAnswer } from '@lotto/contract/packages';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { fail, mockApi, okContract } from '@/testing/mock-api';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const HOUSE = { ...PLAYER, username: 'admin', role: 'admin' as const };
const OVERRIDE: z.input<typeof limitViewSchema> = {
  id: 9,
  pool: 'mg',
  betType: 'B',
  drawDate: '2026-11-25',
  number: '1234',
  limit: 5,
};
const LIMITS: z.input<typeof limitsAnswer> = {
  defaults: [
    { pool: 'mg', betType: 'B', limit: 5000, source: 'default', id: null },
    { pool: 'mg', betType: 'S', limit: 2000, source: 'all', id: 7 },
    { pool: 'kd', betType: 'B', limit: 100, source: 'pool', id: 8 },
  ],
  overrides: [OVERRIDE],
};
const API = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  '/Tool/GetBetDates': okContract(betDatesAnswer, [
    { date: '25/11/2026', id: 3, fullDate: '20261125' },
    { date: '28/11/2026', id: 6, fullDate: '20261128' },
  ]),
  '/Admin/GetLimits': okContract(limitsAnswer, LIMITS),
  '/Admin/GetExposure': okContract(exposureAnswer, {
    pool: 'mg',
    drawDate: '2026-11-25',
    rows: [
      { number: '1234', betType: 'B', sold: 5, limit: 5, remaining: 0 },
      { number: '5678', betType: 'B', sold: 2, limit: 5000, remaining: 4998 },
    ],
  }),
};

describe('back-office limits', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the defaults of a pool, the overrides and the exposure of an open draw', async () => {
    const calls = mockApi({ ...API, '/Admin/DeleteLimit': okContract(limitViewSchema, OVERRIDE) });
    loginAs(HOUSE);
    renderApp('/admin/limits');
    const defaults = await screen.findByTestId('limit-defaults');
    expect(
      within(defaults)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Bet typeLimitEdit', 'Bstandard5,000.00Edit', 'Sall poolsReset2,000.00Edit']);
    expect(screen.getByTestId('limit-overrides')).toHaveTextContent('1234 BMagnum 4D · 25/11/20265.00Delete');
    const rows = await screen.findAllByTestId('exposure-row');
    expect(rows[0]).toHaveTextContent('1234BSold 5.00 of 5.00Remaining 0.00');
    expect(within(rows[0]!).getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    expect(calls.find((call) => call.path === '/Admin/GetExposure')!.url).toContain(
      'pool=mg&date=2026-11-25',
    );
    const section = screen.getByRole('region', { name: 'Default limits' });
    await userEvent.selectOptions(within(section).getByLabelText('Pool'), 'kd');
    expect(within(defaults).getByText('this pool')).toBeInTheDocument();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(defaults).getByRole('button', { name: 'Reset the limit of B' }));
    expect(await screen.findByText('Limit deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Admin/DeleteLimit')!.body).toBe('id=8');
  });

  it('edits a default in place as a pool-wide limit', async () => {
    const calls = mockApi({ ...API, '/Admin/SetLimit': okContract(limitViewSchema, OVERRIDE) });
    loginAs(HOUSE);
    renderApp('/admin/limits');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the limit of B' }));
    const input = screen.getByLabelText('Limit of B');
    await userEvent.clear(input);
    await userEvent.type(input, '800');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limit saved')).toBeInTheDocument();
    const set = calls.find((call) => call.path === '/Admin/SetLimit')!;
    expect(Object.fromEntries(new URLSearchParams(set.body))).toEqual({
      pool: 'mg',
      betType: 'B',
      drawDate: '',
      number: '',
      limit: '800',
    });
  });

  it("adds an override, shows the server's field message, and deletes one after confirming", async () => {
    let refuse = true;
    const calls = mockApi({
      ...API,
      '/Admin/SetLimit': () =>
        refuse
          ? fail('VALIDATION_FAILED', 'number: 4A takes 4 digits, got "12"', 400)
          : okContract(limitViewSchema, OVERRIDE),
      '/Admin/DeleteLimit': okContract(limitViewSchema, OVERRIDE),
    });
    loginAs(HOUSE);
    renderApp('/admin/limits');
    const form = await screen.findByRole('form', { name: 'Add a limit' });
    await userEvent.selectOptions(within(form).getByLabelText('Bet type'), '4A');
    await userEvent.type(within(form).getByLabelText('Number, 4 digits (optional)'), '12');
    await userEvent.type(within(form).getByLabelText('Limit'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('number: 4A takes 4 digits, got "12"');
    refuse = false;
    await userEvent.type(within(form).getByLabelText('Number, 4 digits (optional)'), '34');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Limit saved')).toBeInTheDocument();
    const sets = calls.filter((call) => call.path === '/Admin/SetLimit');
    expect(Object.fromEntries(new URLSearchParams(sets.at(-1)!.body))).toMatchObject({
      pool: 'mg',
      betType: '4A',
      number: '1234',
      limit: '50',
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Limit deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Admin/DeleteLimit')!.body).toBe('id=9');
  });

  it("offers only the app type's pools, dates as dd/MM/yyyy, and Add a limit first (issue 36.13)", async () => {
    const calls = mockApi({ ...API, '/Admin/SetLimit': okContract(limitViewSchema, OVERRIDE) });
    loginAs(HOUSE);
    renderApp('/admin/limits');
    const form = await screen.findByRole('form', { name: 'Add a limit' });
    // every pool picker of the screen: the normal app has no Grand Dragon
    await screen.findAllByTestId('exposure-row');
    const pickers = screen.getAllByLabelText('Pool') as HTMLSelectElement[];
    expect(pickers).toHaveLength(3);
    for (const picker of pickers) {
      const names = [...picker.options].map((option) => option.textContent);
      expect(names).toContain('Magnum 4D');
      expect(names).not.toContain('Grand Dragon');
    }
    // the form comes before the exposure list
    const exposure = screen.getByRole('region', { name: 'Exposure' });
    expect(form.compareDocumentPosition(exposure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the exposure's draw dates read dd/MM/yyyy (their values stay ISO)
    const drawDate = within(exposure).getByLabelText('Draw date') as HTMLSelectElement;
    expect([...drawDate.options].map((option) => [option.value, option.textContent])).toEqual([
      ['2026-11-25', '25/11/2026'],
      ['2026-11-28', '28/11/2026'],
    ]);
    // the form's draw date shows dd/MM/yyyy, sends ISO, and can go back to every date
    const date = within(form).getByLabelText('Draw date (optional)');
    expect(within(form).getByTestId('limit-date-text')).toHaveTextContent('Every draw date');
    fireEvent.change(date, { target: { value: '2026-12-05' } });
    expect(within(form).getByTestId('limit-date-text')).toHaveTextContent('05/12/2026');
    await userEvent.type(within(form).getByLabelText('Limit'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Limit saved')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/Admin/SetLimit').map((call) => call.body);
    expect(Object.fromEntries(new URLSearchParams(sent[0]))).toMatchObject({ drawDate: '2026-12-05' });
    await userEvent.click(within(form).getByRole('button', { name: 'Every draw date' }));
    expect(within(form).getByTestId('limit-date-text')).toHaveTextContent('Every draw date');
  });

  it('offers Grand Dragon in the gd app', async () => {
    mockApi({
      ...API,
      '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'gd', titleSuffix: 'Lotto' }),
    });
    loginAs(HOUSE);
    renderApp('/admin/limits');
    const form = await screen.findByRole('form', { name: 'Add a limit' });
    const names = () =>
      [...(within(form).getByLabelText('Pool') as HTMLSelectElement).options].map(
        (option) => option.textContent,
      );
    // the app config may answer after the form is drawn
    await waitFor(() => expect(names()).toContain('Grand Dragon'));
  });

  it('is not for agents', async () => {
    mockApi(API);
    loginAs({ ...PLAYER, username: 'agent1', role: 'agent' });
    renderApp('/admin/limits');
    expect(await screen.findByTestId('admin-refused')).toBeInTheDocument();
  });
});
