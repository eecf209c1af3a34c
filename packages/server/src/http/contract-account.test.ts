import { beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordAnswer,
  creditAnswer,
  isLoggedInAnswer,
  loginAnswer,
  logoutAnswer,
  packageListAnswer,
} from '@lotto/contract/account';
import {
  appConfigAnswer,
  defaultTextAnswer,
  eatSequencesAnswer,
  numberMeaningAnswer,
  updateEatSequenceAnswer,
} from '@lotto/contract/tools';
import { DEFAULT_ADVANCED_TEXT } from '@lotto/domain/order-string';
import { upsertMeanings } from '../features/meanings/meaning.repository.js';
import { contractAnswer, useContractWorld } from '../test-support/contract-world.js';
import type { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS } from '../test-support/test-db.js';

const MEANINGS = ['0001', '0002'].map((number) => ({
  number,
  tpk_chn: `甲${number}`,
  tpk_eng: `plain ${number}`,
  gy_chn: `乙${number}`,
  gy_eng: `quiet ${number}`,
}));

const GAME_LENGTHS = ['2d', '3d', '4d', '5d', '6d'] as const;

describe.each(TEST_DIALECTS)('account and tool answers follow the contract, on %s', (dialect) => {
  const world = useContractWorld(dialect, {
    setup: (ctx) =>
      upsertMeanings(ctx.db.kysely, MEANINGS, {
        now: ctx.clock(),
        actor: { id: null, name: 'test' },
        source: 'test',
      }),
  });
  let punter: TestBrowser;
  beforeAll(() => {
    punter = world.punter();
  });

  it('app config, credit, package list, number meaning and the session check', async () => {
    const config = await contractAnswer(punter.get('/Tool/GetAppConfig'), appConfigAnswer);
    expect(config.titleSuffix).toEqual(expect.any(String));
    expect(config.timeZone).toEqual(expect.any(String));

    expect(await contractAnswer(punter.get('/Account/GetMyCredit'), creditAnswer)).toEqual({
      creditLeft: 1000,
      confirmOrderAbove: null,
    });

    // every table is sent: the contract's "null or absent reads as empty" is for older answers only
    const raw = (await punter.get('/Account/GetPackageList')).json() as { data: Record<string, unknown> };
    for (const game of GAME_LENGTHS) {
      expect(raw.data[`commissionList${game}`]).toEqual(expect.any(Array));
      expect(raw.data[`payoutList${game}`]).toEqual(expect.any(Array));
    }
    const packages = await contractAnswer(punter.get('/Account/GetPackageList'), packageListAnswer);
    expect(packages.commissionList4d.length).toBeGreaterThan(0);
    expect(packages.payoutList4d.length).toBeGreaterThan(0);

    const meanings = await contractAnswer(
      punter.postForm('/Tool/GetNumberMeaning', { searchKeyword: '000' }),
      numberMeaningAnswer,
    );
    expect(meanings).toEqual(MEANINGS);

    expect(await contractAnswer(punter.get('/Account/IsLoggedIn'), isLoggedInAnswer)).toMatchObject({
      username: 'punter',
      role: 'player',
    });
  });

  it('eat sequences, choosing one, and the advanced editor text', async () => {
    const before = await contractAnswer(punter.get('/Tool/GetEatSequences'), eatSequencesAnswer);
    expect(before.filter((option) => option.checked)).toHaveLength(1);
    const other = before.find((option) => !option.checked)!;

    const updated = await contractAnswer(
      punter.postForm('/Tool/UpdateUserEatSequence', { EatSequenceId: String(other.id) }),
      updateEatSequenceAnswer,
    );
    expect(updated).toEqual({ id: other.id, sequence: other.sequence });
    const after = await contractAnswer(punter.get('/Tool/GetEatSequences'), eatSequencesAnswer);
    expect(after.find((option) => option.checked)?.id).toBe(other.id);

    expect(await contractAnswer(punter.get('/Tool/GetAdvancedBetDefaultText'), defaultTextAnswer)).toBe(
      DEFAULT_ADVANCED_TEXT,
    );
  });

  it('changing the password, logging in with the new one, logging out', async () => {
    expect(
      await contractAnswer(
        punter.postForm('/Tool/ChangePassword', { oldPassword: 'punter-pass', newPassword: 'punter-pass-2' }),
        changePasswordAnswer,
      ),
    ).toBeNull();
    expect((await punter.get('/Account/IsLoggedIn')).statusCode).toBe(401);

    const user = await contractAnswer(
      punter.postForm('/Account/Login', { username: 'punter', password: 'punter-pass-2' }),
      loginAnswer,
    );
    expect(user).toMatchObject({ username: 'punter', role: 'player' });
    expect(await contractAnswer(punter.get('/Account/IsLoggedIn'), isLoggedInAnswer)).toEqual(user);

    expect(await contractAnswer(punter.postForm('/Account/Logout', {}), logoutAnswer)).toBeNull();
    expect((await punter.get('/Account/IsLoggedIn')).statusCode).toBe(401);
  });
});
