import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordBody,
  creditAnswer,
  loginBody,
  logoutAnswer,
  packageListAnswer,
  userAnswer,
} from './account.js';
import { issueMessages } from './testing/issue-messages.js';

const emptyTables = {
  commissionList2d: [],
  commissionList3d: [],
  commissionList4d: [],
  commissionList5d: [],
  commissionList6d: [],
  payoutList2d: [],
  payoutList3d: [],
  payoutList4d: [],
  payoutList5d: [],
  payoutList6d: [],
};

describe('the wire contract of the account calls', () => {
  it('a login takes a trimmed username and password, or a token, and nothing empty', () => {
    expect(z.parse(loginBody, { username: ' player1 ', password: 'secret' })).toEqual({
      username: 'player1',
      password: 'secret',
    });
    expect(z.parse(loginBody, { token: 'abc' })).toEqual({ token: 'abc' });
    expect(z.safeParse(loginBody, { username: '   ', password: 'secret' }).success).toBe(false);
    expect(z.safeParse(loginBody, { username: 'a'.repeat(65), password: 'secret' }).success).toBe(false);
    expect(z.safeParse(loginBody, {}).success).toBe(false);
  });

  it('a password change names the empty field', () => {
    expect(issueMessages(changePasswordBody, { oldPassword: '', newPassword: 'x' })).toEqual([
      'oldPassword: required',
    ]);
    expect(z.safeParse(changePasswordBody, { oldPassword: 'a', newPassword: 'b'.repeat(129) }).success).toBe(
      false,
    );
  });

  it('the user answer needs a name, a token and the role (the server always sends it)', () => {
    const user = { username: 'p', token: 't', role: 'player' };
    expect(z.parse(userAnswer, user)).toEqual(user);
    expect(issueMessages(userAnswer, { username: 'p', token: 't' })).toEqual([
      'role: Invalid input: expected string, received undefined',
    ]);
    expect(z.safeParse(userAnswer, { username: 'p', token: '' }).success).toBe(false);
    expect(z.safeParse(userAnswer, { username: 'p', token: 't', role: 3 }).success).toBe(false);
  });

  it('credit is a number of points with the order confirmation, null when off; logout answers null', () => {
    const credit = { creditLeft: 12.5, confirmOrderAbove: null };
    expect(z.parse(creditAnswer, credit)).toEqual(credit);
    expect(z.parse(creditAnswer, { ...credit, confirmOrderAbove: 500 })).toEqual({
      creditLeft: 12.5,
      confirmOrderAbove: 500,
    });
    expect(issueMessages(creditAnswer, { creditLeft: 12.5 })).toEqual([
      'confirmOrderAbove: Invalid input: expected number, received undefined',
    ]);
    expect(issueMessages(creditAnswer, { ...credit, creditLeft: '12.50' })).toEqual([
      'creditLeft: Invalid input: expected number, received string',
    ]);
    expect(z.parse(logoutAnswer, null)).toBeNull();
    expect(z.safeParse(logoutAnswer, {}).success).toBe(false);
  });

  it('the package list has its name and every table (the server sends them all), and refuses a retyped rate', () => {
    expect(z.parse(packageListAnswer, { ...emptyTables, activatedPackage: 'A' })).toEqual({
      ...emptyTables,
      activatedPackage: 'A',
    });
    expect(z.safeParse(packageListAnswer, { ...emptyTables, activatedPackage: null }).success).toBe(false);
    const { payoutList4d: _left, ...withoutTable } = emptyTables;
    expect(z.safeParse(packageListAnswer, { ...withoutTable, activatedPackage: 'A' }).success).toBe(false);
    expect(
      issueMessages(packageListAnswer, {
        ...emptyTables,
        activatedPackage: 'A',
        commissionList4d: [{ betType: 'B', amount: '25' }],
      }),
    ).toEqual(['commissionList4d.0.amount: Invalid input: expected number, received string']);
  });
});
