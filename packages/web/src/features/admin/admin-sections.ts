import {
  BankcardOutline,
  CalendarOutline,
  LinkOutline,
  FileOutline,
  FlagOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { isOperator, type OperatorRole } from '@/lib/auth/roles';

export interface AdminSection {
  path: string;
  /** i18n key of the title (admin.sections.*) */
  titleKey: string;
  /** i18n key of the one-line description */
  textKey: string;
  icon: ComponentType<{ className?: string }>;
  /** agents see only what concerns their own downline */
  roles: readonly OperatorRole[];
}

/** The back-office sections (issue #8), in the order the admin home lists them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '/admin/users',
    titleKey: 'admin.sections.users',
    textKey: 'admin.sections.usersText',
    icon: TeamOutline,
    roles: ['admin', 'agent'],
  },
  {
    path: '/admin/credit',
    titleKey: 'admin.sections.credit',
    textKey: 'admin.sections.creditText',
    icon: BankcardOutline,
    roles: ['admin', 'agent'],
  },
  {
    path: '/admin/packages',
    titleKey: 'admin.sections.packages',
    textKey: 'admin.sections.packagesText',
    icon: SetOutline,
    roles: ['admin'],
  },
  {
    path: '/admin/limits',
    titleKey: 'admin.sections.limits',
    textKey: 'admin.sections.limitsText',
    icon: UnorderedListOutline,
    roles: ['admin'],
  },
  {
    path: '/admin/draws',
    titleKey: 'admin.sections.draws',
    textKey: 'admin.sections.drawsText',
    icon: CalendarOutline,
    roles: ['admin'],
  },
  {
    path: '/admin/results',
    titleKey: 'admin.sections.results',
    textKey: 'admin.sections.resultsText',
    icon: FlagOutline,
    roles: ['admin'],
  },
  {
    path: '/admin/result-sources',
    titleKey: 'admin.sections.sources',
    textKey: 'admin.sections.sourcesText',
    icon: LinkOutline,
    roles: ['admin'],
  },
  {
    path: '/admin/audit',
    titleKey: 'admin.sections.audit',
    textKey: 'admin.sections.auditText',
    icon: FileOutline,
    roles: ['admin'],
  },
];

/** The sections a role may open. */
export function sectionsFor(role: string | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => isOperator(role) && section.roles.includes(role));
}
