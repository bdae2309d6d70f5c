import { sprintFigures } from '../../../../test/fixtures';
import { distributionChart, sprintsWithWork } from './distribution';
import type { SprintStatusCount, WorkflowStatus } from '../api/project-statistics-api';

const statuses: WorkflowStatus[] = [
  { id: 1, name: 'New', color: '#1677ff', isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '#fa8c16', isClosed: false, isDefault: false },
  { id: 3, name: 'On Hold', color: '#8c8c8c', isClosed: false, isDefault: false },
  { id: 4, name: 'Completed', color: '#52c41a', isClosed: true, isDefault: false },
  { id: 5, name: 'Rejected', color: '#595959', isClosed: true, isDefault: false },
];

describe('Distribution', () => {
  it('stacks New (the default status), In Progress (other open statuses) and Completed (closed statuses) per sprint', () => {
    const chart = distributionChart(
      [
        sprintFigures(1),
        sprintFigures(2, { statusDistribution: [{ statusId: 1, count: 4 }, { statusId: 3, count: 2 }, { statusId: 2, count: 1 }] }),
      ],
      statuses,
    );
    expect(chart.categories).toEqual(['Sprint 1', 'Sprint 2']);
    expect(chart.series).toEqual([
      { name: 'New', data: [1, 4] },
      { name: 'In Progress', data: [1, 3] },
      { name: 'Completed', data: [4, 0] },
    ]);
  });

  it("uses the server's own closed flag when it sends one", () => {
    const named: SprintStatusCount[] = [{ statusId: 9, count: 2, isClosed: true }, { statusId: 8, count: 1 }];
    const chart = distributionChart([sprintFigures(1, { statusDistribution: named })], statuses);
    expect(chart.series.map((bucket) => bucket.data[0])).toEqual([0, 1, 2]);
  });

  it('charts only sprints that hold work items', () => {
    expect(sprintsWithWork([sprintFigures(1), sprintFigures(2, { totalWorkItems: 0 })]).map((sprint) => sprint.id)).toEqual([1]);
  });
});
