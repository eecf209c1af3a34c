import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultTextAnswer, eatSequencesAnswer } from '@lotto/contract/tools';
import { ok, okContract } from '@/testing/mock-api';
import { advancedApi, loginAs, openEditor, renderScreen, userEvent } from '../testing/advanced-screen';

// jsdom has no pointer capture; antd-mobile's popups use it for their drag gesture
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

const DRAFT_KEY = 'lotto.advancedDraft:player1:new';

describe(
  'advanced editor: never lose a line, see what each line buys (issue 17)',
  { timeout: 20_000 },
  () => {
    it('keeps typed lines as a draft across leaving (after a confirm) and coming back', async () => {
      advancedApi();
      loginAs();
      const first = renderScreen();
      const { press } = await openEditor();
      await press('1', '2', '3', '4', '#', '1');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('1234#1'));

      // leaving asks; Stay keeps the screen
      await first.router.navigate('/results');
      const ask = await screen.findByRole('dialog');
      expect(ask).toHaveTextContent('You have 3 unsent line(s)');
      await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
      expect(first.router.state.location.pathname).toBe('/advance-betting');

      // Leave goes; the draft stays
      void first.router.navigate('/results');
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/results'));
      first.unmount();

      // back again (a reload is the same: a new screen reading the draft)
      renderScreen();
      await openEditor('D\n#1\n1234#1');
    });

    it('an ended session goes to the login without asking, and the draft waits there (issue 36 item 14)', async () => {
      advancedApi();
      loginAs();
      const { router } = renderScreen(undefined, [{ path: '/login', element: <p>login</p> }]);
      const { press } = await openEditor();
      await press('1', '2', '3', '4', '#', '1');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('1234#1'));
      await router.navigate('/login', { replace: true });
      expect(await screen.findByText('login')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem(DRAFT_KEY)).toContain('1234#1');
    });

    it('the draft is written when the typing pauses, and at once when the page is hidden (issue 38 item 7)', async () => {
      advancedApi();
      loginAs();
      renderScreen();
      const { press } = await openEditor();
      await press('5', '6', '7', '8');
      // the page hidden (a phone's app switch) flushes what waits, whatever the timer
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(DRAFT_KEY)).toContain('5678');
      await press('#', '1');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('5678#1'));
    });

    it('drafts are per user', async () => {
      advancedApi();
      localStorage.setItem('lotto.advancedDraft:someone:new', JSON.stringify({ text: '9999#1', remark: '' }));
      loginAs();
      renderScreen();
      await openEditor('D\n#1\n');
    });

    it('a placed order clears the draft and is never asked about', async () => {
      advancedApi();
      loginAs();
      const { router } = renderScreen(undefined, [{ path: '/bet-success', element: <p>receipt</p> }]);
      const { press } = await openEditor();
      await press('1', '2', '3', '4', '#', '1');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('receipt')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/bet-success');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    });

    it('shows beside each line what it means, and the caret line, total and count above the keyboard', async () => {
      advancedApi();
      loginAs();
      renderScreen();
      const { press } = await openEditor();
      await press('#K (Da Ma Cai 1+3D)', '#T (SportsToto 4D)', 'New line');
      await press('1', '2', '3', '4', '#', '1', '#', '2');
      // line 1 `D`: the next open draw; line 2 `#1`: Magnum; line 3 `#KT`: two pools
      expect(screen.getByTestId('line-note-1')).toHaveTextContent('Wed 25/11');
      expect(screen.getByTestId('line-note-2')).toHaveTextContent('M');
      expect(screen.getByTestId('line-note-3')).toHaveTextContent('K T');
      // B 1 + S 2 on two pools, one draw: 6.00
      expect(screen.getByTestId('line-note-4')).toHaveTextContent('B1 S2 · K T · Wed 25/11 · 6.00');
      expect(screen.getByTestId('current-line-preview')).toHaveTextContent(
        'Line 4: B1 S2 · K T · Wed 25/11 · 2 pools × 1 draw × 3.00, total 6.00',
      );
      expect(screen.getByTestId('order-total')).toHaveTextContent('6.00');
      expect(screen.getByTestId('dock-line-count')).toHaveTextContent('4 / 50 lines');

      // an error is said at its line once the caret leaves it (issue 38 item 7), not while typed
      await press('New line', '1', '2', '#', '1', '#', '1', '#', '1');
      expect(screen.queryByTestId('line-note-5')).toBeNull();
      expect(screen.queryByTestId('current-line-preview')).toBeNull();
      expect(screen.queryByTestId('first-error')).toBeNull();
      await press('New line');
      expect(screen.getByTestId('line-note-5')).toHaveTextContent('Invalid');
      expect(screen.getByTestId('first-error')).toHaveTextContent('Line 5');
    });

    it('Clear all asks first and can be undone', async () => {
      advancedApi();
      loginAs();
      renderScreen();
      const { editor, press } = await openEditor();
      await press('1', '2', '3', '4', '#', '1');
      await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
      const ask = await screen.findByRole('dialog');
      expect(ask).toHaveTextContent('Clear all 3 line(s)?');
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
      expect(editor).toHaveValue('D\n#1\n1234#1');

      await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }),
      );
      await waitFor(() => expect(editor).toHaveValue('D\n#1\n'));
      await userEvent.click(screen.getByRole('button', { name: 'Undo clear' }));
      expect(editor).toHaveValue('D\n#1\n1234#1');
      expect(screen.queryByRole('button', { name: 'Undo clear' })).toBeNull();
    });

    it('the keyboard can be swapped for the device keyboard and back', async () => {
      advancedApi();
      loginAs();
      renderScreen();
      const { editor } = await openEditor();
      expect(editor).toHaveAttribute('inputmode', 'none');
      await userEvent.click(screen.getByRole('button', { name: 'Use device keyboard' }));
      expect(editor).toHaveAttribute('inputmode', 'text');
      expect(screen.queryByRole('group', { name: 'Bet keyboard' })).toBeNull();
      await userEvent.click(editor);
      await userEvent.keyboard('5678#2');
      expect(editor).toHaveValue('D\n#1\n5678#2');
      expect(screen.queryByRole('group', { name: 'Bet keyboard' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Use bet keyboard' }));
      expect(editor).toHaveAttribute('inputmode', 'none');
      expect(screen.getByRole('group', { name: 'Bet keyboard' })).toBeInTheDocument();
    });

    it('pastes a chat message: the order lines kept, the others listed with the reason', async () => {
      advancedApi();
      loginAs();
      renderScreen();
      const { editor } = await openEditor();
      const message = [
        '[25/11/2026, 18:40] Ah Seng: Boss tonight ok? 🙏',
        '[25/11/2026, 18:41] Ah Seng: ＃ＭＫ',
        '[25/11/2026, 18:41] Ah Seng: 1234#1#1',
        '[25/11/2026, 18:41] Ah Seng: 2345 x 2',
        '[25/11/2026, 18:42] Ah Seng: 5678#2 👍',
      ].join('\r\n');
      vi.stubGlobal('navigator', {
        ...navigator,
        clipboard: { readText: vi.fn().mockResolvedValue(message) },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Paste string' }));
      await waitFor(() => expect(editor).toHaveValue('D\n#1\n#MK\n1234#1#1\n5678#2\n'));
      const report = screen.getByTestId('paste-report');
      expect(report).toHaveTextContent('3 line(s) added; 2 left out:');
      const items = within(report).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('data-line'))).toEqual(['1', '4']);
      expect(items[1]).toHaveTextContent('2345 x 2');
      await userEvent.click(within(report).getByRole('button', { name: 'Got it' }));
      expect(screen.queryByTestId('paste-report')).toBeNull();
    });

    it('the paste notice goes once the order is placed: Bet Success does not show it', async () => {
      advancedApi();
      loginAs();
      renderScreen(undefined, [{ path: '/bet-success', element: <p>receipt</p> }]);
      const { editor } = await openEditor();
      const message = ['Ah Seng: 1234#1#1', 'Ah Seng: 2345 x 2'].join('\r\n');
      vi.stubGlobal('navigator', {
        ...navigator,
        clipboard: { readText: vi.fn().mockResolvedValue(message) },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Paste string' }));
      await waitFor(() => expect(editor).toHaveValue('D\n#1\n1234#1#1\n'));
      // the notice is there while the editor is (it must not vanish before it is read)
      expect(screen.getByRole('alert')).toHaveTextContent('1 line(s) added, 1 left out: see the list');
      expect(screen.getByTestId('paste-report')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('receipt')).toBeInTheDocument();
      expect(screen.queryByText(/left out/)).toBeNull();
      expect(screen.queryByTestId('toast-warning')).toBeNull();
      expect(screen.queryByTestId('paste-report')).toBeNull();
    });

    it('the bet keys and Edit bet sequence show which #n amount each bet type is', async () => {
      advancedApi({
        '/Tool/GetEatSequences': okContract(eatSequencesAnswer, [
          { id: 1, sequence: 'B-S-A-C-D', checked: false },
          { id: 2, sequence: 'S-B-A-C-D', checked: true },
        ]),
      });
      loginAs();
      renderScreen();
      await openEditor();
      await waitFor(() => expect(screen.getByTestId('eat-slot-S')).toHaveTextContent('#1'));
      expect(screen.getByTestId('eat-slot-B')).toHaveTextContent('#2');
      expect(screen.getByTestId('eat-slot-D')).toHaveTextContent('#5');
      expect(screen.getByTestId('eat-mapping')).toHaveTextContent('#1=S #2=B #3=A #4=C #5=D');
    });

    it("reads a date line against its own block's pools, as the server does (issue 22.2)", async () => {
      // Thursday 26/11 only 9 Lotto (E) draws; Saturday 28/11 every pool does.
      advancedApi({
        '/Tool/GetBetDates': ok([
          { date: '26/11/2026', id: 4, fullDate: '20261126', pools: ['nl'] },
          { date: '28/11/2026', id: 6, fullDate: '20261128', pools: ['kd', 'mg', 'nl', 'tt'] },
        ]),
        '/Tool/GetAdvancedBetDefaultText': okContract(defaultTextAnswer, 'D\n#E\n'),
      });
      loginAs();
      renderScreen();
      const { editor } = await openEditor('D\n#E\n');
      await userEvent.click(screen.getByRole('button', { name: 'Use device keyboard' }));
      await userEvent.click(editor);
      await userEvent.keyboard('1234#1{Enter}D{Enter}#M{Enter}5678#1');
      expect(editor).toHaveValue('D\n#E\n1234#1\nD\n#M\n5678#1');
      // block 1 (9 Lotto): `D` is Thursday; block 2 (Magnum): `D` is Saturday, Magnum's next draw
      expect(screen.getByTestId('line-note-1')).toHaveTextContent('Thu 26/11');
      expect(screen.getByTestId('line-note-3')).toHaveTextContent('B1 · E · Thu 26/11 · 1.00');
      expect(screen.getByTestId('line-note-4')).toHaveTextContent('Sat 28/11');
      expect(screen.getByTestId('line-note-6')).toHaveTextContent('B1 · M · Sat 28/11 · 1.00');
      expect(screen.getByTestId('order-total')).toHaveTextContent('2.00');
    });
  },
);
