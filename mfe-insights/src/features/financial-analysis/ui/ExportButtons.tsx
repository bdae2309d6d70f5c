// Export CSV / Export XLSX of what the tab shows: disabled while a file downloads, the bytes so far announced, and
// the server's message when the export is refused.
import { useRef, useState } from 'react';
import { Alert, Button, Space, Typography, errorMessage } from '@tessera/shared';
import { downloadExport, type ExportRequest } from '../api/finance-api';
import { FINANCE_TEXT, type ExportFormat } from '../model/finance';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ExportButtons({ request, disabled }: { request: Omit<ExportRequest, 'format'>; disabled: boolean }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [bytes, setBytes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const running = useRef(false);

  const start = async (format: ExportFormat) => {
    if (running.current) return;
    running.current = true;
    setBusy(format);
    setBytes(0);
    setError(null);
    setDone(null);
    try {
      setDone(await downloadExport({ ...request, format }, setBytes));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return (
    <div>
      <Space wrap>
        <Button onClick={() => void start('csv')} loading={busy === 'csv'} disabled={disabled || busy !== null} data-testid="finance-export-csv">
          Export CSV
        </Button>
        <Button onClick={() => void start('xlsx')} loading={busy === 'xlsx'} disabled={disabled || busy !== null} data-testid="finance-export-xlsx">
          Export XLSX
        </Button>
      </Space>
      <div role="status" aria-live="polite" style={{ minHeight: 0 }}>
        {busy ? <Typography.Text type="secondary">Downloading {busy.toUpperCase()}… {bytes > 0 ? kilobytes(bytes) : ''}</Typography.Text> : null}
        {done ? <Typography.Text type="secondary">Downloaded {done}</Typography.Text> : null}
      </div>
      {error ? <Alert type="error" showIcon title={FINANCE_TEXT.exportFailed} description={error} data-testid="finance-export-error" style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
