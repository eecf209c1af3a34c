import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditPageAnswer,
  type AuditEntry,
  type AuditLogQueryInput,
  type AuditPage,
} from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';

export type { AuditEntry, AuditPage };

/**
 * The screen's filter: each of the query's filters as typed ('' for none; action exact,
 * "draw.close", or a family, "draw"; from and to 'YYYYMMDD'), and the page.
 */
export type AuditFilter = Record<Exclude<keyof AuditLogQueryInput, 'page'>, string> & { page: number };

/** GET /Admin/GetAuditLog: newest first, 50 a page; blank filters are left out. */
export function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  const query: AuditLogQueryInput = { page: filter.page };
  for (const key of ['actor', 'action', 'target', 'text', 'from', 'to'] as const) {
    if (filter[key].trim()) query[key] = filter[key].trim();
  }
  return apiRequest('/Admin/GetAuditLog', auditPageAnswer, { query, ...(signal ? { signal } : {}) });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });
}
