/** admin is the house; agents may have sub-agents and players; players have no downline. */
export const ROLES = ['admin', 'agent', 'player'] as const;
export type Role = (typeof ROLES)[number];

/** Which roles may sit directly under a given upline role. */
export function mayHaveChild(parent: Role, child: Role): boolean {
  if (child === 'admin') return false;
  return parent === 'admin' || parent === 'agent';
}
