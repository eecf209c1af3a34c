import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  changePasswordAnswer,
  creditAnswer,
  isLoggedInAnswer,
  logoutAnswer,
  packageListAnswer,
} from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { authStore } from '@/lib/auth/auth-store';
import { STORAGE_KEYS } from '@/lib/storage';
import { fail, mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';
import { FLOATING_MENU_BACK_AFTER_MS } from './floating-menu';
import { FLOATING_MENU_HIDE_DELAY_MS } from './floating-menu-list';
import { restingBox } from './floating-menu-room';

const API = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Account/GetPackageList': okContract(packageListAnswer, {
    ...NO_PACKAGE_TABLES,
    activatedPackage: '2500',
  }),
  '/Account/Logout': okContract(logoutAnswer, null),
};

// antd-mobile popups animate with pointer-events:none for a moment; jsdom never finishes that.
const user = userEvent.setup({ pointerEventsCheck: 0 });

describe('shell', () => {
  it('logs out only after confirmation and lands on /login', async () => {
    const calls = mockApi(API);
    loginAs();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/Account/Logout')).toBe(false);
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog, 'Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.path === '/Account/Logout' && call.method === 'POST')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('change password requires all fields and the new one twice alike, then logs out with a success toast', async () => {
    const calls = mockApi({ ...API, '/Tool/ChangePassword': okContract(changePasswordAnswer, null) });
    loginAs();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    // the dialog's code is fetched on first use
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.path === '/Tool/ChangePassword')).toBe(false);
    expect(screen.getAllByText('Required')).toHaveLength(3);

    await user.type(screen.getByLabelText('Old password'), 'player1234');
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass98');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The new passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/Tool/ChangePassword')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Password changed, please log in again')).toBeInTheDocument();
    const call = calls.find((candidate) => candidate.path === '/Tool/ChangePassword');
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      oldPassword: 'player1234',
      newPassword: 'newpass99',
    });
  }, 20_000);

  it('change password shows the translated server failure and stays logged in', async () => {
    mockApi({
      ...API,
      '/Tool/ChangePassword': fail('WRONG_OLD_PASSWORD', 'The old password is not correct'),
    });
    loginAs();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Old password'), 'nope');
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The old password is not correct')).toBeInTheDocument();
    expect(authStore.get().status).toBe('logged-in');
  });

  it('the sidebar lists the screens and navigates', async () => {
    mockApi(API);
    loginAs();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    // the sidebar's code (antd-mobile's Popup and its animation libraries) is fetched on first use:
    // in jsdom that is their first transform, which took 5 s on a loaded machine
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 });
    expect(nav).toHaveTextContent('Check Ticket');
    expect(nav).not.toHaveTextContent('Jackpot History');
    await user.click(screen.getByRole('link', { name: 'Packages List' }));
    expect(router.state.location.pathname).toBe('/packages-list');
  });

  it('the floating button is not on the betting screens, where it would cover their bars', async () => {
    mockApi(API);
    loginAs();
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Quick menu' })).toBeInTheDocument();
    for (const path of ['/betting', '/advance-betting']) {
      await router.navigate(path);
      // the screens' first import (antd-mobile's popups no longer come with the frame)
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Quick menu' })).toBeNull(), {
        timeout: 15_000,
      });
    }
  }, 40_000);

  it('the floating sub-menu hides 250 ms after the pointer leaves', async () => {
    mockApi(API);
    loginAs();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Quick menu' });
    fireEvent.click(toggle);
    // the list's code comes when the menu is first opened
    expect(await screen.findByRole('list', { name: 'Quick menu' })).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.pointerLeave(toggle.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(FLOATING_MENU_HIDE_DELAY_MS - 10));
    expect(screen.getByRole('list', { name: 'Quick menu' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('list', { name: 'Quick menu' })).not.toBeInTheDocument();
  });

  it('the floating button steps aside while the page scrolls and while a field is typed in (issue 38 item 5)', async () => {
    mockApi(API);
    loginAs();
    renderApp('/');
    await screen.findByRole('button', { name: 'Quick menu' });
    const menu = screen.getByTestId('floating-menu');
    vi.useFakeTimers();
    fireEvent.scroll(window);
    expect(menu).toHaveClass('floating-menu--away');
    act(() => vi.advanceTimersByTime(FLOATING_MENU_BACK_AFTER_MS - 10));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(FLOATING_MENU_BACK_AFTER_MS - 10));
    expect(menu).toHaveClass('floating-menu--away');
    act(() => vi.advanceTimersByTime(10));
    expect(menu).not.toHaveClass('floating-menu--away');

    const field = document.createElement('input');
    document.body.append(field);
    act(() => field.focus());
    expect(menu).toHaveClass('floating-menu--away');
    act(() => field.blur());
    expect(menu).not.toHaveClass('floating-menu--away');
    // A tap on a button under the button's place (a form's Add) takes the focus from the field on
    // its pointer-down: the button comes back out of the way in that same update, before the tap's
    // pointer-up, not over the Add (the CI run of 11:56 UTC: the draws screen's Add never submitted).
    const add = document.createElement('button');
    document.body.append(add);
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [add] });
    try {
      act(() => field.focus());
      expect(menu).toHaveClass('floating-menu--away');
      act(() => add.focus());
      expect(menu).not.toHaveClass('floating-menu--away');
      expect(menu).toHaveClass('floating-menu--hidden');
    } finally {
      Reflect.deleteProperty(document, 'elementsFromPoint');
      add.remove();
      field.remove();
    }
  });

  it('at rest over something to read or use, the floating button is hidden until there is room (issue 38 item 5)', async () => {
    vi.useRealTimers();
    mockApi(API);
    loginAs();
    renderApp('/');
    await screen.findByRole('button', { name: 'Quick menu' });
    const menu = screen.getByTestId('floating-menu');
    // a 390x844 screen: the button rests at 320-374 x 770-824 (its CSS right and bottom, its size)
    const root = document.documentElement;
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 390 });
    Object.defineProperty(root, 'clientHeight', { configurable: true, value: 844 });
    Object.defineProperty(menu, 'offsetWidth', { configurable: true, value: 54 });
    Object.defineProperty(menu, 'offsetHeight', { configurable: true, value: 54 });
    menu.style.right = '16px';
    menu.style.bottom = '20px';
    expect(restingBox(menu)).toEqual({ left: 320, top: 770, right: 374, bottom: 824 });
    // where it is drawn does not count: back from a scroll it slides in from below the screen
    menu.getBoundingClientRect = () => ({ left: 320, right: 374, top: 900, bottom: 954 }) as DOMRect;
    const figure = document.createElement('span');
    document.body.append(figure);
    let under = true;
    Object.defineProperty(document, 'elementsFromPoint', {
      configurable: true,
      value: (x: number, y: number) => {
        // as a browser's: a point off the number line is an error
        if (!Number.isFinite(x) || !Number.isFinite(y)) throw new TypeError('non-finite point');
        return under && x > 320 && x < 374 && y > 770 && y < 824 ? [figure] : [document.body];
      },
    });
    // the figure's words are drawn wherever asked (jsdom has no Range#getClientRects)
    const drawn = Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects');
    const everywhere = [{ left: -1e4, top: -1e4, right: 1e4, bottom: 1e4 }];
    Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: () => everywhere });
    try {
      // the page changes (its data came): the place is asked again
      figure.textContent = '1234';
      await waitFor(() => expect(menu).toHaveClass('floating-menu--hidden'));
      under = false;
      figure.textContent = '';
      await waitFor(() => expect(menu).not.toHaveClass('floating-menu--hidden'));
      // open, it is shown whatever lies under it
      under = true;
      figure.textContent = '9012';
      await waitFor(() => expect(menu).toHaveClass('floating-menu--hidden'));
      await user.click(screen.getByRole('button', { name: 'Quick menu' }));
      expect(menu).toHaveClass('floating-menu--open');
      expect(menu).not.toHaveClass('floating-menu--hidden');
    } finally {
      if (drawn) Object.defineProperty(Range.prototype, 'getClientRects', drawn);
      else Reflect.deleteProperty(Range.prototype, 'getClientRects');
      Reflect.deleteProperty(document, 'elementsFromPoint');
      Reflect.deleteProperty(root, 'clientWidth');
      Reflect.deleteProperty(root, 'clientHeight');
      figure.remove();
    }
  });

  it('blocks with a dialog when another tab logged out, and resets login on confirm', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(API);
    loginAs();
    const { router } = renderApp('/');
    await screen.findByTestId('username');
    localStorage.removeItem(STORAGE_KEYS.session);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You have logged out in another tab or window');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.get().status).toBe('logged-out');
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('adopts a login made in another tab and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const other = { username: 'player2', token: 'tok-2', role: 'player' };
    mockApi({ ...API, '/Account/IsLoggedIn': okContract(isLoggedInAnswer, other) });
    loginAs();
    const { router } = renderApp('/help');
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    localStorage.setItem(STORAGE_KEYS.session, 'player2:tok-2');
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBe('player2:tok-2');
    expect(await screen.findByTestId('username')).toHaveTextContent('player2');
  });
});

function within(dialog: HTMLElement, name: string): HTMLElement {
  const button = [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}
