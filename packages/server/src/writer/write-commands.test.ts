import { describe, expect, it } from 'vitest';
import { enterResult } from '../features/results/result.service.js';
import { placeOrderUnrendered } from '../features/orders/place-order.service.js';
import { WRITE_COMMANDS, writeCommands } from './write-commands.js';

describe("the write thread's command list", () => {
  it('has every write command by its own name, each once', () => {
    const names = WRITE_COMMANDS.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(writeCommands).sort()).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(['placeOrder', 'cancelTicket', 'cancelTickets', 'enterResult']),
    );
  });

  it('runs under each name the function the request thread would run', () => {
    expect(writeCommands.placeOrder).toBe(placeOrderUnrendered);
    expect(writeCommands.enterResult).toBe(enterResult);
  });

  it('leaves an unknown name unknown, even an inherited one', () => {
    expect(Object.hasOwn(writeCommands, 'toString')).toBe(false);
  });
});
