import { AgentDesk } from '@/features/agent-desk/components/agent-desk';
import { LatestResultsCard } from '@/features/agent-desk/components/latest-results-card';
import { useLatestResult } from '@/features/results/api/get-latest-result';

/** The latest results for the desk: the results feature's call, the desk's own short card. */
function DeskLatestResults() {
  const latest = useLatestResult(null);
  return (
    <LatestResultsCard
      results={latest.data?.map((item) => ({
        pool: item.brand,
        drawDate: item.drawDate,
        top: item.topPrize,
      }))}
    />
  );
}

/** An agent's home desk (issue 38 item 2), composed of the agent-desk and results features. */
export function AgentHomeDesk() {
  return <AgentDesk results={<DeskLatestResults />} />;
}
