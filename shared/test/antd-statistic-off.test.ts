// The preset turns antd's token usage statistics off (cssinjs-statistic-transform.cjs), as production builds do:
// style generation then merges and reads tokens directly. If this fails, @ant-design/cssinjs-utils changed the file
// and the transform no longer applies: look at the transform again.
import statisticToken, { merge } from '@ant-design/cssinjs-utils/lib/util/statistic';

it('merges tokens into plain values, and reads them without a recording proxy', () => {
  const merged = merge<{ colorPrimary: string; borderRadius: number }>({ colorPrimary: '#3559e0', borderRadius: 6 }, { borderRadius: 4 });
  expect(merged).toEqual({ colorPrimary: '#3559e0', borderRadius: 4 });
  expect(Object.getOwnPropertyDescriptor(merged, 'borderRadius')).toEqual({ value: 4, writable: true, enumerable: true, configurable: true });

  const token = { colorPrimary: '#3559e0' };
  expect(statisticToken(token).token).toBe(token);
});
