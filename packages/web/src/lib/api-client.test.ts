import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditAnswer, loginAnswer } from '@lotto/contract/account';
import { fail, mockApi, ok, okContract } from '@/testing/mock-api';
import { apiRequest, ApiError, setUnauthorizedHandler } from './api-client';
import { busyStore } from './busy';

describe('apiRequest', () => {
  let unregister: () => void = () => undefined;
  afterEach(() => unregister());

  it('sends the XHR header and same-origin credentials and returns the envelope data', async () => {
    const calls = mockApi({
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    });
    await expect(apiRequest('/Account/GetMyCredit', creditAnswer)).resolves.toEqual({
      creditLeft: 1000,
      confirmOrderAbove: null,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]?.credentials).toBe('same-origin');
  });

  it('form-encodes form bodies and POSTs them', async () => {
    const calls = mockApi({
      '/Account/Login': okContract(loginAnswer, { username: 'a b', token: 't', role: 'player' }),
    });
    await apiRequest('/Account/Login', z.unknown(), { form: { username: 'a b', password: 'p&q' } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ username: 'a b', password: 'p&q' }),
    );
  });

  it('adds query parameters, skipping undefined ones', async () => {
    const calls = mockApi({ '/Tool/GetBetDates': ok([]) });
    await apiRequest('/Tool/GetBetDates', z.array(z.unknown()), {
      query: { day_number: 2, selected_date: undefined },
    });
    expect(calls[0]?.url).toBe('/Tool/GetBetDates?day_number=2');
  });

  it('raises success:false as an ApiError with the code and the server message', async () => {
    mockApi({ '/Account/Login': fail('LOGIN_FAILED', 'Invalid username or password') });
    const error = await apiRequest('/Account/Login', z.unknown(), { form: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Invalid username or password',
      status: 200,
    });
  });

  it('ignores codes outside the closed vocabulary but keeps the message', async () => {
    mockApi({ '/x': fail('SOMETHING_NEW', 'Server says no') });
    await expect(apiRequest('/x', z.unknown())).rejects.toMatchObject({
      code: undefined,
      message: 'Server says no',
    });
  });

  it('on 401 calls the unauthorised handler and raises UNAUTHORIZED', async () => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    mockApi({ '/Account/GetPackageList': fail('UNAUTHORIZED', '', 401) });
    await expect(apiRequest('/Account/GetPackageList', z.unknown())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('treats 403 like 401', async () => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    mockApi({ '/x': fail('CSRF_HEADER_MISSING', '', 403) });
    await expect(apiRequest('/x', z.unknown())).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('the start-up probe does not log out on 401', async () => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    mockApi({ '/Account/IsLoggedIn': fail('UNAUTHORIZED', '', 401) });
    await expect(apiRequest('/Account/IsLoggedIn', z.unknown(), { authProbe: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('reports a 401 with the code the call asks for (credit: PLEASE_LOGIN_TO_CONTINUE)', async () => {
    unregister = setUnauthorizedHandler(() => undefined);
    mockApi({ '/Account/GetMyCredit': fail('UNAUTHORIZED', '', 401) });
    await expect(
      apiRequest('/Account/GetMyCredit', creditAnswer, { unauthorizedCode: 'PLEASE_LOGIN_TO_CONTINUE' }),
    ).rejects.toMatchObject({ code: 'PLEASE_LOGIN_TO_CONTINUE' });
  });

  it('on 429 carries the server message', async () => {
    mockApi({ '/Account/Login': fail('TOO_MANY_ATTEMPTS', 'Slow down', 429) });
    await expect(apiRequest('/Account/Login', z.unknown(), { form: {} })).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down',
    });
  });

  it('rejects data that does not match the schema', async () => {
    mockApi({ '/Account/GetMyCredit': ok({ creditLeft: 'lots' }) });
    await expect(apiRequest('/Account/GetMyCredit', creditAnswer)).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', z.unknown())).rejects.toMatchObject({ status: 0 });
  });

  it('reads an answer already asked for instead of fetching again, with the same checks', async () => {
    const calls = mockApi({});
    const envelope = { success: true, message: null, data: { creditLeft: 7, confirmOrderAbove: null } };
    const early = Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }));
    await expect(apiRequest('/Account/GetMyCredit', creditAnswer, { response: early })).resolves.toEqual({
      creditLeft: 7,
      confirmOrderAbove: null,
    });
    const unauthorised = Promise.resolve(new Response('{"success":false}', { status: 401 }));
    await expect(
      apiRequest('/Account/GetMyCredit', creditAnswer, { response: unauthorised, authProbe: true }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    await expect(
      apiRequest('/x', z.unknown(), { response: Promise.reject(new TypeError('Failed to fetch')) }),
    ).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(0);
  });

  it('counts overlapping requests for the busy overlay, but not silent ones', async () => {
    const releases: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            releases.push(() =>
              resolve(new Response(JSON.stringify({ success: true, message: '', data: null }))),
            );
          }),
      ),
    );
    const first = apiRequest('/a', z.unknown());
    const second = apiRequest('/b', z.unknown());
    const polling = apiRequest('/c', z.unknown(), { silent: true });
    expect(busyStore.get()).toBe(2);
    releases[0]?.();
    await first;
    expect(busyStore.get()).toBe(1);
    releases[1]?.();
    releases[2]?.();
    await Promise.all([second, polling]);
    expect(busyStore.get()).toBe(0);
  });
});
