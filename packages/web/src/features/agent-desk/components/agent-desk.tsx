import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useAgentDesk } from '../api/get-agent-desk';
import { CreditCard } from './credit-card';
import { CutOffCard } from './cut-off-card';
import { DeskShortcuts } from './desk-shortcuts';
import { TurnoverCard } from './turnover-card';
import '../agent-desk.css';

/**
 * An agent's home (issue 38 item 2): its shortcuts, today's turnover by customer, credit given and
 * left, the next cut-offs and (composed by the app) the latest results. A player's home has none.
 */
export function AgentDesk({ results }: { results?: ReactNode }) {
  const desk = useAgentDesk();
  return (
    <div className="desk" data-testid="agent-desk">
      <DeskShortcuts />
      <QueryState query={desk} skeleton={{ title: true, lines: 4 }}>
        {(data) => (
          <>
            <TurnoverCard turnover={data.turnover} />
            <CreditCard credit={data.credit} />
            <CutOffCard cutOffs={data.cutOffs} serverNow={data.now} />
          </>
        )}
      </QueryState>
      {results}
    </div>
  );
}
