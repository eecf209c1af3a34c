import type { Receipt } from '@lotto/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { expect } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer, defaultTextAnswer, eatSequencesAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { renderRoutes } from '@/testing/render-app';
import { authStore } from '@/lib/auth/auth-store';
import { saveSessionIdentity } from '@/lib/storage';
import { advancedBettingRoutes } from '../routes';

export function loginAs(username = 'player1') {
  saveSessionIdentity(username, 'tok-1');
  authStore.set({ status: 'logged-in', user: { username, token: 'tok-1', role: 'player' } });
}

/** This feature's routes, a stand-in elsewhere page and a receipt page, in a memory router. */
export function renderScreen(state?: unknown, extra: RouteObject[] = []) {
  return renderRoutes(
    [
      ...Object.entries(advancedBettingRoutes).map(([path, element]) => ({ path, element })),
      ...extra,
      { path: '*', element: <p>elsewhere</p> },
    ],
    { pathname: '/advance-betting', state },
  );
}

// antd-mobile popups animate in: their masks briefly have pointer-events none
export const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

export const RECEIPT = {
  receiptString: ['#41 ...'],
  ticketXId: ['41'],
  betStatus: 'COMPLETE',
} satisfies Receipt;

export function advancedApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 500, confirmOrderAbove: null }),
    '/Tool/GetBetDates': ok([
      { date: '25/11/2026', id: 3, fullDate: '20261125' },
      { date: '28/11/2026', id: 6, fullDate: '20261128' },
    ]),
    '/Tool/GetAdvancedBetDefaultText': okContract(defaultTextAnswer, 'D\n#1\n'),
    '/Tool/GetEatSequences': okContract(eatSequencesAnswer, [
      { id: 1, sequence: 'B-S-A-C-D', checked: true },
      { id: 2, sequence: 'S-B-A-C-D', checked: false },
    ]),
    '/Order/MakeOrderAdvanced': ok(RECEIPT),
    ...extra,
  });
}

/** The editor once its default text is in, and a way to press bet-keyboard keys by name. */
export async function openEditor(expected = 'D\n#1\n') {
  const editor = await screen.findByRole('textbox', { name: 'Order lines' });
  await waitFor(() => expect(editor).toHaveValue(expected));
  const keyboard = () => screen.getByRole('group', { name: 'Bet keyboard' });
  const key = (name: string) => within(keyboard()).getByRole('button', { name });
  const press = async (...names: string[]) => {
    for (const name of names) await userEvent.click(key(name));
  };
  return { editor, key, press };
}
