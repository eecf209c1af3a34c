import { act, screen, waitFor } from '@testing-library/react';
import { betDatesAnswer } from '@lotto/contract/draws';
import { checkTicketAnswer } from '@lotto/contract/tickets';
import { describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer, defaultTextAnswer, eatSequencesAnswer } from '@lotto/contract/tools';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

/*
 * A new screen opens at its top. Without it, a screen kept the scroll of the one before: Edit from a
 * long Check Ticket list opened advanced betting with its "Editing ticket" banner half under the
 * sticky header (issue 17). Back still returns where the user was (the router restores it).
 */
describe('a new screen opens at its top', () => {
  it('navigating to another screen scrolls the window to the top', async () => {
    mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
      '/Report/CheckTicket': okContract(checkTicketAnswer, { total: 0, count: 0, receipts: [], entries: [] }),
      '/Tool/GetBetDates': okContract(betDatesAnswer, [{ date: '25/11/2026', id: 3, fullDate: '20261125' }]),
      '/Tool/GetAdvancedBetDefaultText': okContract(defaultTextAnswer, 'D\n#1\n'),
      '/Tool/GetEatSequences': okContract(eatSequencesAnswer, [
        { id: 1, sequence: 'B-S-A-C-D', checked: true },
      ]),
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    loginAs();
    const { router } = renderApp('/check-ticket');
    await screen.findByRole('heading', { name: 'Check Ticket' });
    scrollTo.mockClear();
    await act(() => router.navigate('/advance-betting'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
