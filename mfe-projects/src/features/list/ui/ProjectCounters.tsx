import { Card, Col, Row, Statistic } from '@tessera/shared';
import type { ProjectCounts } from '../model/project-tabs';

const COUNTERS: { key: keyof ProjectCounts; title: string }[] = [
  { key: 'total', title: 'Total Projects' },
  { key: 'active', title: 'Active Projects' },
  { key: 'archived', title: 'Archived' },
];

export function ProjectCounters({ counts, loading }: { counts: ProjectCounts; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {COUNTERS.map(({ key, title }) => (
        <Col key={key} xs={24} sm={8}>
          <Card size="small" data-testid={`projects-counter-${key}`}>
            <Statistic title={title} value={counts[key]} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
