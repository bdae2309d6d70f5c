// A small table of figures (top contributors, a breakdown page): a real <table> with a caption and column headers, so
// screen readers announce each number with its row and column.
import type { CSSProperties } from 'react';
import { useThemeToken } from '@tessera/shared';
import type { FinanceFigures } from '../api/finance-api';
import { formatHours, formatMoney, type MoneyFormat } from '../model/finance';

export interface FiguresTableProps {
  caption: string;
  nameColumn: string;
  rows: readonly FinanceFigures[];
  labelOf?: (row: FinanceFigures) => string;
  showMoney: boolean;
  format: MoneyFormat;
  testId?: string;
}

export function FiguresTable({ caption, nameColumn, rows, labelOf = (row) => row.label, showMoney, format, testId }: FiguresTableProps) {
  const { token } = useThemeToken();
  const cell: CSSProperties = { padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' };
  const number: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
  return (
    <table data-testid={testId} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0 8px', color: token.colorText }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>{nameColumn}</th>
          <th scope="col" style={number}>Hours</th>
          {showMoney ? (
            <>
              <th scope="col" style={number}>Labour</th>
              <th scope="col" style={number}>Material</th>
              <th scope="col" style={number}>Total</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>{labelOf(row)}</th>
            <td style={number}>{formatHours(row.hours, format.locale)}</td>
            {showMoney ? (
              <>
                <td style={number}>{formatMoney(row.labourCost, format)}</td>
                <td style={number}>{formatMoney(row.materialCost, format)}</td>
                <td style={number}>{formatMoney(row.totalCost, format)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
