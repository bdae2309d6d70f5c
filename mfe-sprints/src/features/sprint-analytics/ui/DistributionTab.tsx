// Distribution (spec 002 section 2): New, In Progress and Completed work items per sprint, stacked, a page of sprints at a time.
import { useState } from 'react';
import { Empty, Flex, Pagination } from '@tessera/shared';
import { Chart } from '../../charts';
import { QueryState, sprintKeys } from '../../../entities/sprint';
import { useStatuses, type ProjectSprintStatistics } from '../api/project-statistics-api';
import {
  distributionChart,
  distributionOptions,
  distributionTable,
  DISTRIBUTION_SPRINTS_PER_PAGE,
  NO_DISTRIBUTION_MESSAGE,
  sprintsWithWork,
} from '../model/distribution';

export const STATUSES_FAILED_TITLE = 'Failed to load the statuses';
export const DISTRIBUTION_HEIGHT_PX = 320;

export function DistributionTab({ statistics }: { statistics: ProjectSprintStatistics }) {
  const statuses = useStatuses();
  const sprints = sprintsWithWork(statistics.sprints);
  const [page, setPage] = useState(1);
  if (sprints.length === 0) return <Empty description={NO_DISTRIBUTION_MESSAGE} />;
  const shown = sprints.slice((page - 1) * DISTRIBUTION_SPRINTS_PER_PAGE, page * DISTRIBUTION_SPRINTS_PER_PAGE);
  return (
    <QueryState query={statuses} queryKey={sprintKeys.statuses} errorTitle={STATUSES_FAILED_TITLE}>
      {(list) => {
        const chart = distributionChart(shown, list);
        return (
          <div data-testid="analytics-distribution">
            <Chart
              type="bar"
              series={chart.series}
              options={distributionOptions(chart.categories)}
              height={DISTRIBUTION_HEIGHT_PX}
              label={`Work items by status (New, In Progress, Completed) in ${chart.categories.length} sprints`}
              table={distributionTable(chart)}
              tableTestId="distribution-table"
            />
            {sprints.length > DISTRIBUTION_SPRINTS_PER_PAGE ? (
              <Flex justify="center">
                <Pagination size="small" current={page} pageSize={DISTRIBUTION_SPRINTS_PER_PAGE} total={sprints.length} onChange={setPage} showSizeChanger={false} />
              </Flex>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
