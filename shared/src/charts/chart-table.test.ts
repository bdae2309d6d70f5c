import { categoryTable, cellText, datedTable } from './chart-table';

describe('chart data tables', () => {
  it('puts one row per category and one column per series, as the bars show them', () => {
    const table = categoryTable('Story points per sprint', 'Sprint', ['Sprint 1', 'Sprint 2'], [
      { name: 'Planned', data: [20, 18] },
      { name: 'Completed', data: [15, 18] },
    ]);
    expect(table).toEqual({
      caption: 'Story points per sprint',
      columns: ['Sprint', 'Planned', 'Completed'],
      rows: [
        ['Sprint 1', 20, 15],
        ['Sprint 2', 18, 18],
      ],
    });
  });

  it('lines up dated series by date, with an empty cell where a line has not reached the date yet', () => {
    const table = datedTable('Burndown', 'Date', [
      { name: 'Ideal', data: [{ x: '2026-11-02', y: 30 }, { x: '2026-11-03', y: 20 }, { x: '2026-11-04', y: 10 }] },
      { name: 'Actual', data: [{ x: '2026-11-02', y: 30 }, { x: '2026-11-03', y: 26 }] },
    ]);
    expect(table.columns).toEqual(['Date', 'Ideal', 'Actual']);
    expect(table.rows).toEqual([
      ['2026-11-02', 30, 30],
      ['2026-11-03', 20, 26],
      ['2026-11-04', 10, null],
    ]);
    expect(table.rows[2].map(cellText)).toEqual(['2026-11-04', '10', '—']);
  });
});
