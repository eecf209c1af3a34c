import { describe, expect, it } from 'vitest';
import { WRITE_COMMAND_NAMES } from '../db/run-write.js';
import { enterResult } from '../features/results/result.service.js';
import { placeOrder } from '../features/orders/place-order.service.js';
import { writeCommands } from './write-commands.js';

describe("the write thread's command list", () => {
  it('has every write command by name, and only those', () => {
    expect(Object.keys(writeCommands).sort()).toEqual([...WRITE_COMMAND_NAMES].sort());
  });

  it('runs under each name the function the request thread would run', () => {
    expect(writeCommands.placeOrder).toBe(placeOrder);
    expect(writeCommands.enterResult).toBe(enterResult);
  });
});
