import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const auditEntrySchema = z.object({
  id: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  /** the user the action was about, if any */
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditPageSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
  items: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

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
  return apiRequest('/Admin/GetAuditLog', auditPageSchema, { query, ...(signal ? { signal } : {}) });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });
}
