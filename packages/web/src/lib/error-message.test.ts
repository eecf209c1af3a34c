import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('translates a known code', async () => {
    await i18n.changeLanguage('zh-CN');
    const error = new ApiError('Invalid username or password', { code: 'LOGIN_FAILED', status: 200 });
    expect(errorMessage(i18n.t, error)).toBe('用户名或密码错误');
  });

  it('falls back to the server message without a code', () => {
    expect(errorMessage(i18n.t, new ApiError('Pool closed', { status: 200 }))).toBe('Pool closed');
  });

  it('shows the server message of a 429', () => {
    const error = new ApiError('Try again in 15 minutes', { code: 'TOO_MANY_ATTEMPTS', status: 429 });
    expect(errorMessage(i18n.t, error)).toBe('Try again in 15 minutes');
  });

  it('names a network failure and anything else generically', () => {
    expect(errorMessage(i18n.t, new ApiError('', { status: 0 }))).toBe(
      'Cannot reach the server, please check your connection',
    );
    expect(errorMessage(i18n.t, new Error('boom'))).toBe(
      'Something went wrong, please contact admin for help',
    );
  });

  it('says the balance, the order and the shortfall of insufficient credit from its data (issue 36.3)', async () => {
    const error = new ApiError('Insufficient credit: balance 10.00, order 12.50, short 2.50', {
      code: 'INSUFFICIENT_CREDIT',
      status: 200,
      data: { balance: 10, order: 12.5, short: 2.5 },
    });
    await i18n.changeLanguage('en-GB');
    expect(errorMessage(i18n.t, error)).toBe('Insufficient credit: balance 10.00, order 12.50, short 2.50.');
    await i18n.changeLanguage('zh-CN');
    expect(errorMessage(i18n.t, error)).toBe('余额不足：余额 10.00，本单 12.50，还差 2.50。');
    await i18n.changeLanguage('ms-MY');
    expect(errorMessage(i18n.t, error)).toMatch(/10\.00.*12\.50.*2\.50/);
    // Without the data (an older server), the plain translation.
    const plain = new ApiError('Insufficient credit.', { code: 'INSUFFICIENT_CREDIT', status: 200 });
    expect(errorMessage(i18n.t, plain)).toBe('Kredit tidak mencukupi.');
    await i18n.changeLanguage('en-GB');
  });

  it('names who claimed a ticket and when (issue 44: ALREADY_CLAIMED)', async () => {
    const error = new ApiError('This ticket was already claimed by agent1 on 05/12/2026 12:50:01', {
      code: 'ALREADY_CLAIMED',
      status: 200,
      data: { claimedBy: 'agent1', claimedAt: '05/12/2026 12:50:01' },
    });
    await i18n.changeLanguage('en-GB');
    expect(errorMessage(i18n.t, error)).toBe(
      'Already claimed by agent1 on 05/12/2026 12:50:01: nothing was paid.',
    );
    await i18n.changeLanguage('zh-CN');
    expect(errorMessage(i18n.t, error)).toBe('已由 agent1 于 05/12/2026 12:50:01 领奖：本次未付款。');
    // without the data, the plain translation
    const plain = new ApiError('', { code: 'ALREADY_CLAIMED', status: 200 });
    expect(errorMessage(i18n.t, plain)).toBe('该注单已被领奖');
    await i18n.changeLanguage('en-GB');
  });
});
