import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.useRealTimers();
});

describe('header date', () => {
  it("names the draw time zone's day, not the device's", async () => {
    // 25 Nov 2026 23:30 in UTC and in a device far west is already 26 Nov in Kuala Lumpur (UTC+8).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T16:30:00Z'));
    mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: 'Asia/Kuala_Lumpur',
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    });
    loginAs();
    renderApp('/');
    await vi.waitFor(() => expect(screen.getByTestId('header-date')).toHaveTextContent('26/11/2026'));
  });
});
