// The burndown chart (spec 002 section 2): ideal and actual remaining story points of one sprint, a Refresh
// button; on failure the spec's message with Retry; a sprint without dates shows the server's reason.
import { Alert, Button, errorMessage, Flex, ReloadOutlined, Space, Statistic, Typography } from '@tessera/shared';
import { Chart } from '../../charts';
import { QueryState, sprintKeys } from '../../../entities/sprint';
import { isMissingDatesError, useBurndown } from '../api/burndown-api';
import {
  BURNDOWN_FAILED_MESSAGE,
  BURNDOWN_FAILED_TITLE,
  BURNDOWN_TITLE,
  burndownOptions,
  burndownSeries,
  burndownSummary,
  burndownTable,
  CHART_HEIGHT_PX,
  notStartedMessage,
} from '../model/burndown-chart';

const options = burndownOptions();

export function BurndownChart({ sprintId, sprintName }: { sprintId: number; sprintName: string }) {
  const query = useBurndown(sprintId);
  return (
    <section aria-label={`${BURNDOWN_TITLE} of ${sprintName}`} data-testid="burndown">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {BURNDOWN_TITLE}: {sprintName}
        </Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          Refresh
        </Button>
      </Flex>
      {query.isError && isMissingDatesError(query.error) ? (
        <Alert type="info" showIcon title={errorMessage(query.error)} data-testid="burndown-no-dates" />
      ) : (
        <QueryState
          query={query}
          queryKey={sprintKeys.burndown(sprintId)}
          errorTitle={BURNDOWN_FAILED_TITLE}
          errorMessage={(error) => (
            <>
              {BURNDOWN_FAILED_MESSAGE}
              <br />
              <Typography.Text type="secondary">{errorMessage(error)}</Typography.Text>
            </>
          )}
        >
          {(burndown) => (
            <>
              <Space size="large" wrap style={{ marginBottom: 8 }}>
                <Statistic title="Total points" value={burndown.metrics.totalPoints} />
                <Statistic title="Completed" value={burndown.metrics.completedPoints} />
                <Statistic title="Remaining" value={burndown.metrics.remainingPoints} />
                <Statistic title="Scope change" value={burndown.metrics.scopeChange > 0 ? `+${burndown.metrics.scopeChange}` : burndown.metrics.scopeChange} />
                <Statistic title="Working days" value={burndown.metrics.workingDays} />
              </Space>
              {burndown.actual.length === 0 ? (
                <Typography.Paragraph type="secondary">{notStartedMessage(burndown.sprint.startDate)}</Typography.Paragraph>
              ) : null}
              <Chart
                type="line"
                series={burndownSeries(burndown)}
                options={options}
                height={CHART_HEIGHT_PX}
                label={burndownSummary(burndown, sprintName)}
                table={burndownTable(burndown, sprintName)}
                tableTestId="burndown-table"
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
