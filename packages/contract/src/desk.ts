import { z } from 'zod';

/**
 * The agent's desk (issue 38): the customers an agent bets for, and its home's figures. Points are
 * JSON numbers; an agent or the house calls these, a player gets 403.
 */

/** GET /Order/GetCustomers: the caller's downline players, `search` matching name, remark or phone. */
export const customersQuery = z.object({
  search: z
    .string()
    .max(50, 'search: at most 50 characters')
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
});
export type CustomersQueryInput = z.input<typeof customersQuery>;

export const customerSchema = z.object({
  username: z.string(),
  status: z.enum(['active', 'suspended']),
  /** points: the customer's balance, what an order for it may cost at most */
  creditLeft: z.number(),
  /** the remark and phone of its latest ticket that had one ('' when none) */
  remark: z.string(),
  phone: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** At most this many customers in one answer (`more` says there were others: search for them). */
export const MAX_CUSTOMERS = 500;

export const customersAnswer = z.object({
  customers: z.array(customerSchema),
  more: z.boolean(),
});
export type CustomersAnswer = z.infer<typeof customersAnswer>;

/** One customer's sales of the day. */
export const customerTurnoverSchema = z.object({
  username: z.string(),
  /** points: the accepted totals of its active tickets placed that day */
  turnover: z.number(),
  tickets: z.number().int(),
});
export type CustomerTurnover = z.infer<typeof customerTurnoverSchema>;

/** The next draw of one pool that still takes bets, and when it stops. */
export const cutOffSchema = z.object({
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  /** 'HH:mm' in the draw time zone */
  cutoff: z.string(),
  /** the cut-off instant, epoch milliseconds */
  closesAt: z.number(),
});
export type CutOff = z.infer<typeof cutOffSchema>;

/** GET /Report/GetAgentDesk: the agent's home (issue 38 item 2). */
export const agentDeskAnswer = z.object({
  /** YYYYMMDD: today in the draw time zone */
  date: z.string(),
  /** the server's clock when it answered, epoch ms: countdowns read the device's clock against it */
  now: z.number(),
  turnover: z.object({
    /** points: every customer's sales of today */
    total: z.number(),
    tickets: z.number().int(),
    /** every customer with sales today, the biggest first (the home shows five, "All" the rest) */
    customers: z.array(customerTurnoverSchema),
  }),
  credit: z.object({
    /** points: the caller's own balance, what it may still give or bet */
    left: z.number(),
    /** points: what it has given its direct downlines, less what it took back */
    given: z.number(),
  }),
  /** per offered pool its next open draw, the soonest cut-off first */
  cutOffs: z.array(cutOffSchema),
});
export type AgentDeskAnswer = z.infer<typeof agentDeskAnswer>;
