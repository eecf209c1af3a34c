import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { ResultEntryPage } from './pages/result-entry-page';
import { screenShot } from './pages/screen-shots';

/**
 * Issue 36.1 at 390x844: the back office's result entry opens on the draw that closed last in the
 * draw time zone (Kuala Lumpur), even on a phone whose clock reads just after midnight there and
 * whose zone is UTC (still the evening before); a Da Ma Cai result for a Friday (no draw) is
 * refused naming pool and date; the preview repeats the numbers being confirmed. Dates read
 * dd/MM/yyyy (issue 36.13).
 */
const ZONE = 'Asia/Kuala_Lumpur';
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const FOUR_D_DAYS = [0, 3, 6]; // Sun, Wed, Sat: the 4D pools; 9 Lotto draws daily; all at 19:00 but Singapore 18:00

/** Kuala Lumpur's date ('YYYY-MM-DD') and minutes since midnight at an instant. */
function inKl(ms: number): { iso: string; minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const iso = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    iso,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: new Date(`${iso}T00:00:00Z`).getUTCDay(),
  };
}
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The draw that closed last, worked out here from the default schedules (not the app's code): on
 * a 4D day past 19:00 Magnum (first of the pools at 19:00), between 18:00 and 19:00 Singapore, on
 * another day past 19:00 9 Lotto; before its cut-off, the day before by the same rule.
 */
function drawClosedLast(nowMs: number): { pool: string; iso: string } {
  const now = inKl(nowMs);
  const fourD = (iso: string) => FOUR_D_DAYS.includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
  if (now.minutes >= 19 * 60) return { pool: fourD(now.iso) ? 'Magnum 4D' : '9 Lotto', iso: now.iso };
  if (now.minutes >= 18 * 60 && fourD(now.iso)) return { pool: 'Singapore 4D', iso: now.iso };
  const yesterday = addDays(now.iso, -1);
  return { pool: fourD(yesterday) ? 'Magnum 4D' : '9 Lotto', iso: yesterday };
}

/** The latest Friday before today in Kuala Lumpur (Da Ma Cai never draws on a Friday). */
function lastFriday(nowMs: number): string {
  let iso = addDays(inKl(nowMs).iso, -1);
  while (new Date(`${iso}T00:00:00Z`).getUTCDay() !== 5) iso = addDays(iso, -1);
  return iso;
}

const STARTERS = ['0111', '0122', '0133', '0144', '0155', '0166', '0177', '0188', '0199', '0210'];
const CONSOLATIONS = ['0311', '0322', '0333', '0344', '0355', '0366', '0377', '0388', '0399', '0410'];

// A phone set to UTC: just after midnight in Kuala Lumpur its day is still the day before.
test.use({ timezoneId: 'UTC' });

test('the result entry opens on the draw that closed last in Kuala Lumpur, refuses a Friday Da Ma Cai, and the preview repeats the numbers', async ({
  page,
}) => {
  const now = Date.now();
  const expected = drawClosedLast(now);
  // The phone's clock reads 00:30 in Kuala Lumpur the night after that draw (16:30 UTC the day of it).
  await page.clock.setFixedTime(new Date(`${addDays(expected.iso, 1)}T00:30:00+08:00`));

  await new LoginPage(page).goto();
  await new LoginPage(page).login('admin', 'admin1234');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const entry = new ResultEntryPage(page);
  await entry.goto();
  expect(await entry.poolName()).toBe(expected.pool);
  await expect(entry.dateText).toHaveText(dmy(expected.iso));
  await screenShot(page, 'result-entry-opens-on-last-draw');

  // A Friday Da Ma Cai result: refused before anything is stored, naming pool and date.
  const friday = lastFriday(now);
  await entry.choose('Da Ma Cai 1+3D', friday);
  await expect(entry.dateText).toHaveText(dmy(friday));
  await entry.typeNumbers(['4321', '8642', '9753'], STARTERS, CONSOLATIONS);
  await entry.previewIt();
  const refusal = `Da Ma Cai 1+3D has no draw on Fri ${dmy(friday)}; add it as a special draw first`;
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(entry.preview).toBeHidden();
  await screenShot(page, 'result-entry-friday-refused');
  await page.getByTestId('toast-error').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(refusal)).toBeHidden();
  // The page's own requests carry the admin's session.
  const stored = await page.request.get(`/Tool/GetLatestResult?date=${friday.replaceAll('-', '')}`, {
    headers: HEADERS,
  });
  expect(((await stored.json()) as { data: { brand: string }[] }).data.map((r) => r.brand)).not.toContain(
    'kd',
  );

  // The draw that closed last, with the numbers the demo stored for it: the preview repeats pool,
  // weekday, date and every number before anything is confirmed (here: nothing would change).
  const latest = await page.request.get(`/Tool/GetLatestResult?date=${expected.iso.replaceAll('-', '')}`, {
    headers: HEADERS,
  });
  const codes: Record<string, string> = { 'Magnum 4D': 'mg', 'Singapore 4D': 'sg', '9 Lotto': 'nl' };
  const drawn = (
    (await latest.json()) as {
      data: {
        brand: string;
        topPrize: string[];
        specialPrize: string[];
        consolationPrize: string[];
        sixD?: string;
      }[];
    }
  ).data.find((item) => item.brand === codes[expected.pool]);
  expect(drawn, 'the demo enters every closed draw').toBeDefined();
  await entry.choose(expected.pool, expected.iso);
  await entry.typeNumbers(drawn!.topPrize, drawn!.specialPrize, drawn!.consolationPrize);
  if (drawn!.sixD) await page.getByLabel('6D number', { exact: true }).fill(drawn!.sixD);
  await entry.previewIt();
  await expect(entry.previewNumbers).toBeVisible();
  await expect(entry.previewNumbers).toContainText(expected.pool);
  await expect(page.getByTestId('preview-draw-date')).toContainText(dmy(expected.iso));
  for (const number of [...drawn!.topPrize, ...drawn!.specialPrize, ...drawn!.consolationPrize]) {
    await expect(entry.previewNumbers).toContainText(number);
  }
  await expect(entry.preview).toContainText('The same numbers as stored');
  await entry.preview.scrollIntoViewIfNeeded();
  await screenShot(page, 'result-entry-preview-repeats-numbers');

  // The Draws screen's dates read dd/MM/yyyy too, whatever the browser's language.
  await page.goto('/admin/draws');
  const card = page.getByTestId('schedule-kd');
  await card.getByLabel('Date', { exact: true }).fill(friday);
  await expect(card.getByText(dmy(friday), { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenShot(page, 'draws-date-dd-mm-yyyy');
});
