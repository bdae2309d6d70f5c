// The project's finance settings (currency, locale, default hourly rate) for who may edit the project.
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Typography, errorMessage, isApiError } from '@tessera/shared';
import { useSaveFinanceSettings, type FinanceSettingsHal } from '../api/costs-api';

export const SETTINGS_TEXT = {
  title: 'Finance settings',
  currency: 'Currency (ISO 4217 code)',
  locale: 'Locale',
  defaultRate: 'Default hourly rate',
  defaultRateHelp: 'The cost rate of members without an hourly rate.',
  save: 'Save settings',
  saved: 'Finance settings saved.',
} as const;

type Field = 'currency' | 'locale' | 'defaultHourlyRate';

export function FinanceSettingsForm({ projectId, settings }: { projectId: number; settings: FinanceSettingsHal }) {
  const save = useSaveFinanceSettings(projectId);
  const [currency, setCurrency] = useState(settings.currency);
  const [locale, setLocale] = useState(settings.locale);
  const [rate, setRate] = useState<number | null>(settings.defaultHourlyRate ?? 80);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const submit = async () => {
    setStatus(null);
    if (rate === null || rate < 0) return setErrors({ defaultHourlyRate: 'Enter a rate of at least 0.' });
    setErrors({});
    try {
      // The server answers the canonical values ('eur' -> 'EUR'): the form shows them.
      const saved = await save.mutateAsync({ currency, locale, defaultHourlyRate: rate });
      setCurrency(saved.currency);
      setLocale(saved.locale);
      setRate(saved.defaultHourlyRate ?? rate);
      setStatus({ type: 'success', text: SETTINGS_TEXT.saved });
    } catch (error) {
      const attribute = isApiError(error) ? error.attribute : undefined;
      if (attribute === 'currency' || attribute === 'locale' || attribute === 'defaultHourlyRate') return setErrors({ [attribute]: errorMessage(error) });
      setStatus({ type: 'error', text: errorMessage(error) });
    }
  };

  const item = (field: Field) => ({ validateStatus: errors[field] ? ('error' as const) : undefined, help: errors[field] });
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{SETTINGS_TEXT.title}</Typography.Title>} data-testid="finance-settings">
      <Form layout="vertical" onFinish={() => void submit()}>
        <Flex wrap gap={16} align="flex-start">
          <Form.Item label={SETTINGS_TEXT.currency} htmlFor="finance-currency" {...item('currency')}>
            <Input id="finance-currency" value={currency} maxLength={3} onChange={(event) => setCurrency(event.target.value)} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={SETTINGS_TEXT.locale} htmlFor="finance-locale" {...item('locale')}>
            <Input id="finance-locale" value={locale} maxLength={35} onChange={(event) => setLocale(event.target.value)} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={SETTINGS_TEXT.defaultRate} htmlFor="finance-rate" extra={errors.defaultHourlyRate ? undefined : SETTINGS_TEXT.defaultRateHelp} {...item('defaultHourlyRate')}>
            <InputNumber id="finance-rate" min={0} value={rate} onChange={(value) => setRate(value === null ? null : Number(value))} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="finance-settings-save">
          {SETTINGS_TEXT.save}
        </Button>
        <div aria-live="polite" style={{ marginTop: status ? 12 : 0 }}>
          {status ? <Alert type={status.type} showIcon title={status.text} data-testid={`finance-settings-${status.type}`} /> : null}
        </div>
      </Form>
    </Card>
  );
}
