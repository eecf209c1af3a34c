import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { i18n } from '@/i18n/i18n';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const api = (appType: 'normal' | 'gd') => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType,
    titleSuffix: appType === 'gd' ? 'GD' : 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
});

const images = () => screen.getAllByRole('img').filter((image) => image.closest('.help-steps'));

describe('help', () => {
  it('in the normal app type: only the betting tutorial, five lazy images captioned by their alt', async () => {
    mockApi(api('normal'));
    loginAs();
    renderApp('/help');
    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Betting tutorial']);
    await waitFor(() => expect(document.title).toBe('Help | Lotto'));

    const shown = images();
    expect(shown).toHaveLength(5);
    expect(shown.map((image) => image.getAttribute('src'))).toEqual([
      '/help/normal/betting-1.png',
      '/help/normal/betting-2.png',
      '/help/normal/betting-3.png',
      '/help/normal/betting-4.png',
      '/help/normal/betting-5.png',
    ]);
    for (const image of shown) {
      expect(image).toHaveAttribute('loading', 'lazy');
      const caption = image.closest('li')?.querySelector('.help-step__caption')?.textContent ?? '';
      expect(caption).toContain(image.getAttribute('alt'));
      expect(image.getAttribute('alt')).not.toBe('');
    }
    expect(shown[0]).toHaveAccessibleName(/Bet Now under Place Order/);
  });

  it('ignores a jackpot tab asked for in the URL when the app type has no jackpots', async () => {
    mockApi(api('normal'));
    loginAs();
    renderApp('/help?tab=bonus');
    await screen.findByRole('tab', { name: 'Betting tutorial' });
    expect(screen.queryByRole('tab', { name: 'Bonus Jackpot' })).toBeNull();
    expect(images()).toHaveLength(5);
  });

  it('in the gd app type: three tabs; Dragon Jackpot has one image and Bonus Jackpot six', async () => {
    mockApi(api('gd'));
    loginAs();
    const { router } = renderApp('/help');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Betting tutorial',
      'Dragon Jackpot',
      'Bonus Jackpot',
    ]);
    expect(images()).toHaveLength(5);
    // the gd app's own tutorial pictures, not the normal app's
    expect(images()[0]).toHaveAttribute('src', '/help/gd/betting-1.png');

    fireEvent.click(screen.getByRole('tab', { name: 'Dragon Jackpot' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=dragon'));
    const dragon = images();
    expect(dragon.map((image) => image.getAttribute('src'))).toEqual(['/help/gd/dragon-1.png']);
    expect(dragon[0]).toHaveAccessibleName(/Grand Dragon/);

    fireEvent.click(screen.getByRole('tab', { name: 'Bonus Jackpot' }));
    await waitFor(() => expect(images()).toHaveLength(6));
    expect(images()[5]).toHaveAttribute('src', '/help/gd/bonus-6.png');
  });

  it('speaks the chosen language (zh-CN) in tab titles and captions', async () => {
    mockApi(api('gd'));
    loginAs();
    await i18n.changeLanguage('zh-CN');
    renderApp('/help?tab=bonus');
    const active = await screen.findByRole('tab', { name: '红利头奖' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('img')[0]).toHaveAccessibleName(/9 Lotto/);
  });
});
