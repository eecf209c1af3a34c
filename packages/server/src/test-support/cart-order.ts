import { makeOrderBody } from '@lotto/contract/order';
import { poolSchedules } from '../common/schedule.repository.js';
import type { UserRow } from '../db/tables/user.table.js';
import { draftsFromCart } from '../features/orders/order-input.js';
import type { PlaceOrderInput } from '../features/orders/place-order.service.js';
import type { TestHarness } from './test-db.js';

/**
 * What `placeOrder` takes for a MakeOrder body sent by `user` now (the test clock), as the route
 * builds it: the body checked by the wire schema, its drafts read against the live draw calendar.
 */
export async function cartOrder(
  t: TestHarness,
  user: UserRow,
  body: unknown,
  idempotencyKey: string | null = null,
): Promise<PlaceOrderInput> {
  const cart = makeOrderBody.parse(body);
  return {
    user,
    source: 'normal',
    drafts: draftsFromCart(cart, {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.clock.now,
      timeZone: t.ctx.env.TZ_DRAWS,
    }),
    remark: cart.remark,
    phone: cart.phone,
    idempotencyKey,
    body: JSON.stringify(body),
    replacesTicketId: null,
    now: t.clock.now,
  };
}
