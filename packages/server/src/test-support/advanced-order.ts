import { eatSequenceOfUser } from '../common/eat-sequence.js';
import { poolSchedules } from '../common/schedule.repository.js';
import type { UserRow } from '../db/tables/user.table.js';
import { draftsFromOrderString } from '../features/orders/order-input.js';
import type { PlaceOrderInput } from '../features/orders/place-order.service.js';
import type { TestHarness } from './test-db.js';

/**
 * What `placeOrder` takes for an advanced order string typed by `user` now (the test clock), as
 * the route builds it: the drafts read against the live draw calendar and the user's bet sequence.
 */
export async function advancedOrder(
  t: TestHarness,
  user: UserRow,
  orderString: string,
  remark: string,
): Promise<PlaceOrderInput> {
  const calendar = {
    appType: t.ctx.env.APP_TYPE,
    schedules: await poolSchedules(t.ctx),
    nowMs: t.clock.now,
    timeZone: t.ctx.env.TZ_DRAWS,
  };
  return {
    user,
    source: 'advanced',
    drafts: draftsFromOrderString(orderString, eatSequenceOfUser(user), calendar),
    remark,
    phone: '',
    idempotencyKey: null,
    body: orderString,
    replacesTicketId: null,
    now: t.clock.now,
  };
}
