import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer, numberMeaningAnswer } from '@lotto/contract/tools';
import { fail, mockApi, okContract, type MockAnswer, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';
import type { MeaningItem } from '../api/get-number-meaning';

const item = (number: string, words: Partial<MeaningItem> = {}): MeaningItem => ({
  number,
  tpk_chn: '龙门',
  tpk_eng: 'dragon gate',
  gy_chn: '心平气和',
  gy_eng: 'calm heart',
  ...words,
});
const LANTERNS = [
  item('0001', { tpk_chn: '红灯笼', tpk_eng: 'red lantern' }),
  item('0074', { gy_chn: '灯笼高挂', gy_eng: 'lanterns hung high' }),
];

/** Answers by keyword, like the server: digits by prefix, words by meaning. */
function api(meanings: (keyword: string) => MockAnswer | Promise<MockAnswer>) {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Tool/GetNumberMeaning': (request: RecordedRequest) =>
      meanings(new URLSearchParams(request.body).get('searchKeyword') ?? ''),
  };
}
const keywords = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Tool/GetNumberMeaning')
    .map((call) => new URLSearchParams(call.body).get('searchKeyword'));
const searchBox = () => screen.getByRole('searchbox', { name: 'Number or word' });

describe('number meaning', () => {
  it('lists from 0000 at first: each card has the number, then both charts with labels', async () => {
    const calls = mockApi(api(() => okContract(numberMeaningAnswer, [item('0000'), ...LANTERNS])));
    loginAs();
    renderApp('/number-meaning');
    const cards = await screen.findAllByTestId('meaning-card');
    expect(cards).toHaveLength(3);
    expect(document.title).toBe('Number Meaning | Lotto');

    const [call] = calls.filter((c) => c.path === '/Tool/GetNumberMeaning');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.body).toBe('searchKeyword=');

    const first = within(cards[1]!);
    expect(first.getByTestId('meaning-number')).toHaveTextContent('0001');
    const [tpk, gy] = first.getAllByRole('term');
    expect(tpk).toHaveTextContent('Tua Pek Kong chart');
    expect(gy).toHaveTextContent('Guan Yin chart');
    const [tpkText, gyText] = first.getAllByRole('definition');
    expect(tpkText).toHaveTextContent('红灯笼red lantern');
    expect(gyText).toHaveTextContent('心平气和calm heart');
  });

  it('follows the typing after a pause, and keeps the keyword in the URL', async () => {
    const calls = mockApi(
      api((keyword) =>
        okContract(numberMeaningAnswer, keyword === '0074' ? [LANTERNS[1]!] : [item('0000'), ...LANTERNS]),
      ),
    );
    loginAs();
    const { router } = renderApp('/number-meaning');
    await screen.findAllByTestId('meaning-card');
    fireEvent.change(searchBox(), { target: { value: '007' } });
    fireEvent.change(searchBox(), { target: { value: '0074' } });
    await waitFor(() => expect(screen.getAllByTestId('meaning-card')).toHaveLength(1));
    expect(screen.getByTestId('meaning-number')).toHaveTextContent('0074');
    // one request for the pause, none for the keystroke in between
    expect(keywords(calls)).toEqual(['', '0074']);
    expect(router.state.location.search).toBe('?q=0074');
  });

  it('searches at once on Enter, and the clear button lists from 0000 again', async () => {
    const calls = mockApi(
      api((keyword) => okContract(numberMeaningAnswer, keyword === 'lantern' ? LANTERNS : [item('0000')])),
    );
    loginAs();
    renderApp('/number-meaning');
    await screen.findAllByTestId('meaning-card');
    fireEvent.change(searchBox(), { target: { value: '  lantern ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getAllByTestId('meaning-card')).toHaveLength(2));
    expect(keywords(calls)).toEqual(['', 'lantern']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getAllByTestId('meaning-card')).toHaveLength(1));
    expect(searchBox()).toHaveValue('');
  });

  it('starts from the keyword in the URL and says "No Result Found" when nothing matches', async () => {
    const calls = mockApi(api(() => okContract(numberMeaningAnswer, [])));
    loginAs();
    renderApp('/number-meaning?q=zzzz');
    expect(await screen.findByTestId('meanings-empty')).toHaveTextContent('No Result Found');
    expect(searchBox()).toHaveValue('zzzz');
    expect(keywords(calls)).toEqual(['zzzz']);
  });

  it('shows a loading state until the first answer', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi(api(() => new Promise<MockAnswer>((resolve) => (answer = resolve))));
    loginAs();
    renderApp('/number-meaning');
    expect(await screen.findByTestId('meanings-loading')).toHaveAttribute('aria-busy', 'true');
    answer(okContract(numberMeaningAnswer, [item('0000')]));
    expect(await screen.findByTestId('meaning-card')).toBeInTheDocument();
    expect(screen.queryByTestId('meanings-loading')).not.toBeInTheDocument();
  });

  it('says when only the first 100 are shown', async () => {
    mockApi(
      api(() =>
        okContract(
          numberMeaningAnswer,
          Array.from({ length: 100 }, (_, i) => item(String(i).padStart(4, '0'))),
        ),
      ),
    );
    loginAs();
    renderApp('/number-meaning');
    expect(await screen.findByTestId('meanings-more')).toHaveTextContent('Only the first 100 are shown');
  });

  it("shows the server's refusal", async () => {
    mockApi(api(() => fail('VALIDATION_FAILED', 'searchKeyword: at most 50 characters', 400)));
    loginAs();
    renderApp('/number-meaning');
    expect(await screen.findByText('The request is not valid')).toBeInTheDocument();
  });
});
