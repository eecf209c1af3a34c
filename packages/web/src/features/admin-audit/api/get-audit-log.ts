import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPageAnswer, type AuditEntry, type AuditPage } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';

export type { AuditEntry, AuditPage };

export interface AuditFilter {
  actor: string;
  /** exact ("draw.close") or a family ("draw") */
  action: string;
  target: string;
  text: string;
  /** 'YYYYMMDD' or '' */
  from: string;
  to: string;
  page: number;
}

/** GET /Admin/GetAuditLog: newest first, 50 a page; blank filters are left out. */
export function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  const query: Record<string, string | number> = { page: filter.page };
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
