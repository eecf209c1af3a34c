import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { i18n } from '@/i18n/i18n';
import { bettingApi, drawTimesAt, WEDNESDAY_1649 } from '../testing/betting-api';

async function chips() {
  loginAs();
  renderApp('/betting');
  const list = await screen.findByTestId('bet-dates');
  // the cut-offs come with their own call, after the dates
  await within(list).findAllByTestId('bet-date-cutoff');
  return within(list).getAllByRole('button');
}

const cutOffOf = (chip: HTMLElement) => within(chip).getByTestId('bet-date-cutoff').textContent;

describe('draw-date chips: cut-offs (issue 38 item 4)', () => {
  it("say when the day's pools close and, within a day, the time left to the first", async () => {
    mockApi(bettingApi());
    const [wednesday, thursday, saturday] = await chips();
    // Singapore closes at 18:00, the six other 4D pools and 9 Lotto at 19:00; it is 16:49:30.
    expect(cutOffOf(wednesday!)).toBe('S 18:00 · 19:001 h 10 m');
    expect(within(wednesday!).getByText('1 h 10 m')).toBeVisible();
    expect(cutOffOf(thursday!)).toBe('19:00');
    expect(cutOffOf(saturday!)).toBe('S 18:00 · 19:00');
    expect(wednesday).toHaveAttribute(
      'aria-description',
      expect.stringContaining('Cut-off: Singapore 4D 18:00; '),
    );
    expect(wednesday!.className).not.toContain('bet-date--soon');
  });

  it('highlight a day whose first cut-off is within 10 minutes, and count what is still open', async () => {
    // 17:50:30: Singapore closes in 9 minutes and a half
    mockApi(bettingApi({ '/Tool/GetDrawTimes': drawTimesAt(WEDNESDAY_1649 + 61 * 60_000) }));
    const [wednesday] = await chips();
    expect(cutOffOf(wednesday!)).toBe('S 18:00 · 19:009 m');
    expect(wednesday!.className).toContain('bet-date--soon');
    expect(wednesday).toHaveAttribute('aria-description', expect.stringContaining('(closing soon)'));
  });

  it('count down as the clock moves', async () => {
    mockApi(bettingApi({ '/Tool/GetDrawTimes': drawTimesAt(WEDNESDAY_1649 + 70 * 60_000 + 20_000) }));
    const [wednesday] = await chips();
    expect(cutOffOf(wednesday!)).toBe('S 18:00 · 19:000 m');
    // 17:59:50; the chip ticks every 15 s: past 18:00 Singapore is closed, the count goes to 19:00
    await act(() => new Promise((resolve) => setTimeout(resolve, 15_500)));
    expect(cutOffOf(wednesday!)).toBe('19:0059 m');
  }, 25_000);

  it('speak the language of the user (zh-CN)', async () => {
    mockApi(bettingApi());
    await i18n.changeLanguage('zh-CN');
    const [wednesday] = await chips();
    expect(cutOffOf(wednesday!)).toBe('S 18:00 · 19:001 小时 10 分');
  });
});
