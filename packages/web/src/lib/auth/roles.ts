/** The roles that may open the back-office: the house (admin) and agents (their own downline). */
export type OperatorRole = 'admin' | 'agent';

export function isOperator(role: string | undefined): role is OperatorRole {
  return role === 'admin' || role === 'agent';
}
