import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs } from '@/testing/render-app';
import { betForStorageKey, chosen, resetBetForStores, useBetFor } from './bet-for';
import { orderCall } from './place-order';

const AGENT = { username: 'agent1', token: 'tok-a', role: 'agent' } as const;

describe('bet for a customer', () => {
  it('puts the customer chosen first among the last five, without repeats', () => {
    let choice = { forUsername: null as string | null, recent: [] as string[] };
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p2', 'p6']) choice = chosen(choice, name);
    expect(choice).toEqual({ forUsername: 'p6', recent: ['p6', 'p2', 'p5', 'p4', 'p3'] });
    // "me" keeps the recent list
    expect(chosen(choice, null)).toEqual({ forUsername: null, recent: ['p6', 'p2', 'p5', 'p4', 'p3'] });
  });

  it('is remembered per agent in this browser until changed; a player has none', () => {
    loginAs(AGENT);
    const { result, unmount } = renderHook(() => useBetFor());
    expect(result.current).toMatchObject({ mayChoose: true, forUsername: null, recent: [] });
    act(() => result.current.choose('player2'));
    expect(result.current).toMatchObject({ forUsername: 'player2', recent: ['player2'] });
    expect(JSON.parse(localStorage.getItem(betForStorageKey('agent1'))!)).toEqual({
      forUsername: 'player2',
      recent: ['player2'],
    });
    unmount();

    // a reload: read back from storage
    resetBetForStores();
    expect(renderHook(() => useBetFor()).result.current.forUsername).toBe('player2');

    loginAs({ username: 'player1', token: 'tok-p', role: 'player' });
    const player = renderHook(() => useBetFor()).result;
    expect(player.current).toMatchObject({ mayChoose: false, forUsername: null, recent: [] });
    act(() => player.current.choose('player2'));
    expect(localStorage.getItem(betForStorageKey('player1'))).toBeNull();
  });

  it('a stored choice that is not one reads as "me"', () => {
    localStorage.setItem(betForStorageKey('agent1'), '{"forUsername":5}');
    loginAs(AGENT);
    expect(renderHook(() => useBetFor()).result.current.forUsername).toBeNull();
  });

  it('sends ForUsername with a new order of either mode, never with an Edit or a Reorder', () => {
    const cart = { name: '4D' as const, dates: [{ value: '20261125' }], betList: [], remark: '', phone: '' };
    expect(orderCall({ mode: 'normal', cart, forUsername: 'player2' }).body).toEqual({
      ...cart,
      ForUsername: 'player2',
    });
    expect(orderCall({ mode: 'normal', cart, forUsername: null }).body).toEqual(cart);
    expect(
      orderCall({ mode: 'advanced', str2: 'D\n#1\n1234#1', remark: '', forUsername: 'player2' }).body,
    ).toEqual({ str2: 'D\n#1\n1234#1', remark: '', ForUsername: 'player2' });
    for (const ticket of [{ existingTicketId: '41' }, { reorderTicketId: '41' }]) {
      expect(
        orderCall({ mode: 'advanced', str2: 'x', remark: '', forUsername: 'player2', ...ticket }).body,
      ).not.toHaveProperty('ForUsername');
    }
  });
});
