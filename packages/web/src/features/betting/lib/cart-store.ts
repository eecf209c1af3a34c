import { useSyncExternalStore } from 'react';
import { authStore } from '@/lib/auth/auth-store';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { cartSchema, type Cart, type CartDate, type CartItem } from './cart';

/**
 * The basket of normal betting (spec §3: kept for the session). It lives in sessionStorage, so it
 * survives a reload but not a new tab, and it is read back through a schema check: anything that
 * does not parse (or belongs to another user) reads as an empty basket.
 */
export const CART_STORAGE_KEY = 'lotto.betting.cart';

function currentUser(): string {
  return authStore.get().user?.username ?? '';
}

function emptyCart(owner = currentUser()): Cart {
  return { owner, dates: [], items: [], remark: '', phone: '' };
}

export function parseCart(raw: string | null, owner: string): Cart {
  if (!raw) return emptyCart(owner);
  try {
    const parsed = cartSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.owner !== owner) return emptyCart(owner);
    return parsed.data;
  } catch {
    return emptyCart(owner);
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; owner: string; cart: Cart } | null = null;

/** The basket now (a stable object while sessionStorage and the user are unchanged). */
export function getCart(): Cart {
  const raw = readStorage('session', CART_STORAGE_KEY);
  const owner = currentUser();
  if (!cached || cached.raw !== raw || cached.owner !== owner) {
    cached = { raw, owner, cart: parseCart(raw, owner) };
  }
  return cached.cart;
}

function save(cart: Cart): void {
  writeStorage('session', CART_STORAGE_KEY, JSON.stringify(cart));
  for (const listener of [...listeners]) listener();
}

function update(change: (cart: Cart) => Partial<Cart>): void {
  const cart = getCart();
  save({ ...cart, ...change(cart), owner: currentUser() });
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribeCart, getCart, getCart);
}

export const cartActions = {
  addItems(items: CartItem[]): void {
    update((cart) => ({ items: [...cart.items, ...items] }));
  },
  /** Puts an edited ticket in the place of the one it was loaded from (added if that one is gone). */
  replaceItem(id: string, item: CartItem): void {
    update((cart) =>
      cart.items.some((current) => current.id === id)
        ? { items: cart.items.map((current) => (current.id === id ? item : current)) }
        : { items: [...cart.items, item] },
    );
  },
  removeItem(id: string): void {
    update((cart) => ({ items: cart.items.filter((item) => item.id !== id) }));
  },
  clearItems(): void {
    update(() => ({ items: [] }));
  },
  setDates(dates: CartDate[]): void {
    update(() => ({ dates }));
  },
  setRemark(remark: string): void {
    update(() => ({ remark }));
  },
  setPhone(phone: string): void {
    update(() => ({ phone }));
  },
  /** Empty basket (after an order, or when the user leaves it). */
  reset(): void {
    removeStorage('session', CART_STORAGE_KEY);
    for (const listener of [...listeners]) listener();
  },
};
