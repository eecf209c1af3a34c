import { useQuery } from '@tanstack/react-query';
import {
  customersAnswer,
  type Customer,
  type CustomersAnswer,
  type CustomersQueryInput,
} from '@lotto/contract/desk';
import { apiRequest } from '@/lib/api-client';

export type { Customer };

export const customersBaseKey = ['orders', 'customers'] as const;

/** GET /Order/GetCustomers: the caller's downline players (an agent's or the house's; docs/api.md). */
export function getCustomers(search: string, signal?: AbortSignal): Promise<CustomersAnswer> {
  return apiRequest('/Order/GetCustomers', customersAnswer, {
    query: (search ? { search } : {}) satisfies CustomersQueryInput,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The customers an agent may bet for. The first answer (no search) holds them all unless there are
 * more than the server lists at once: only then is the search sent to the server (`search`).
 */
export function useCustomers(enabled: boolean, search = '') {
  return useQuery({
    queryKey: [...customersBaseKey, search],
    queryFn: ({ signal }) => getCustomers(search, signal),
    enabled,
    staleTime: 30_000,
  });
}

/** Whether a customer matches what the picker's search box holds: name, remark or phone. */
export function customerMatches(customer: Customer, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [customer.username, customer.remark, customer.phone].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
