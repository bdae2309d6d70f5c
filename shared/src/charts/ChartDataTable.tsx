// A chart's numbers as a table (issue 21), behind a 'Show data table' button next to the chart; the button says
// whether the table is shown (aria-expanded) and points at it.
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '@tessera/shared';
import { cellText, HIDE_TABLE_LABEL, SHOW_TABLE_LABEL, type ChartTable } from './chart-table';

const styles = {
  table: { borderCollapse: 'collapse', width: '100%', fontSize: 13, marginTop: 8 },
  caption: { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '4px 0' },
  cell: { borderBottom: '1px solid #f0f0f0', padding: '4px 8px', textAlign: 'right' },
  header: { borderBottom: '1px solid #d9d9d9', padding: '4px 8px', textAlign: 'right', fontWeight: 600 },
  rowHeader: { borderBottom: '1px solid #f0f0f0', padding: '4px 8px', textAlign: 'left', fontWeight: 400 },
} satisfies Record<string, CSSProperties>;

export function ChartDataTable({ table, testId }: { table: ChartTable; testId?: string }) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div>
      <Button size="small" type="link" aria-expanded={shown} aria-controls={tableId} onClick={() => setShown(!shown)} style={{ paddingInline: 0 }}>
        {shown ? HIDE_TABLE_LABEL : SHOW_TABLE_LABEL}
      </Button>
      <div id={tableId}>
        {shown ? (
          <table style={styles.table} data-testid={testId}>
            <caption style={styles.caption}>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" style={index === 0 ? { ...styles.header, textAlign: 'left' } : styles.header}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" style={styles.rowHeader}>
                        {cellText(cell)}
                      </th>
                    ) : (
                      <td key={index} style={styles.cell}>
                        {cellText(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}
