// The printable faculty report: the dashboard's figures as plain tables on a white page. Its print CSS hides the
// shell's header and the report's own buttons, so the browser's Print (or Save as PDF) gives just the report.
import { Button, Flex, Typography } from '@tessera/shared';
import type { ComprehensiveHal } from '../api/faculty-dashboard-api';
import { HOW, hours, MILESTONE_HEALTH_LABEL, percent, scoreLevel, TEXT } from '../model/faculty';

const PRINT_CSS = `
.faculty-report table { width: 100%; border-collapse: collapse; margin: 8px 0 20px; font-size: 13px; }
.faculty-report caption { text-align: left; font-weight: 600; font-size: 15px; padding: 4px 0; }
.faculty-report th, .faculty-report td { border: 1px solid #d9d9d9; padding: 4px 8px; text-align: left; }
.faculty-report td.num, .faculty-report th.num { text-align: right; }
.faculty-report .faculty-report-note { color: rgba(0,0,0,0.65); font-size: 12px; }
@media print {
  @page { margin: 15mm; }
  .tessera-shell-header, .tessera-skip-link, .faculty-no-print, .ant-message { display: none !important; }
  .ant-layout { background: #fff !important; }
  .ant-layout .tessera-shell-content { padding: 0 !important; }
  .faculty-report table { page-break-inside: auto; }
  .faculty-report tr { page-break-inside: avoid; }
  .faculty-report section { page-break-inside: avoid; }
}
`;

export function PrintReport({ data, onBack }: { data: ComprehensiveHal; onBack: () => void }) {
  const { overview, health, performance, milestones, reviews } = data;
  const generated = new Date(data.generatedAt).toLocaleString();
  return (
    <div className="faculty-report" data-testid="faculty-report" style={{ maxWidth: 1000, margin: '0 auto', background: '#fff' }}>
      <style href="tessera-faculty-report" precedence="low">
        {PRINT_CSS}
      </style>
      <Flex className="faculty-no-print" gap={8} wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => window.print()} data-testid="faculty-report-print">
          {TEXT.print}
        </Button>
        <Button onClick={onBack} data-testid="faculty-report-back">
          {TEXT.backToDashboard}
        </Button>
      </Flex>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {TEXT.reportTitle}
      </Typography.Title>
      <p className="faculty-report-note">
        Projects: {overview.projectList.map((project) => project.name).join(', ')}. Generated {generated}.
      </p>

      <section aria-label="Overview">
        <table>
          <caption>Overview</caption>
          <tbody>
            {[
              ['Projects', overview.projects, HOW.projects],
              ['Members', overview.members, HOW.members],
              ['Open work packages', overview.workPackages.open, HOW.openPackages],
              ['Closed work packages', overview.workPackages.closed, HOW.closedPackages],
              ['Overdue', overview.workPackages.overdue, HOW.overdue],
              ['Completion', percent(overview.workPackages.completionRate), HOW.completion],
              ['Hours logged', hours(overview.hoursLogged), HOW.hours],
              ['Pull requests awaiting review', reviews.pullRequests.total, HOW.pullRequests],
              ['Tasks waiting for review', reviews.workPackages.total, HOW.reviewPackages],
            ].map(([label, value, how]) => (
              <tr key={String(label)}>
                <th scope="row">{label}</th>
                <td className="num">{value}</td>
                <td className="faculty-report-note">{how}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Projects">
        <table>
          <caption>Projects and health</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col" className="num">Work packages</th>
              <th scope="col" className="num">Closed</th>
              <th scope="col" className="num">Overdue</th>
              <th scope="col" className="num">Completion</th>
              <th scope="col" className="num">Hours</th>
              <th scope="col">Health score</th>
            </tr>
          </thead>
          <tbody>
            {performance.projects.map((row) => {
              const score = health.elements.find((entry) => entry.id === row.id)?.score ?? null;
              return (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td className="num">{row.total}</td>
                  <td className="num">{row.closed}</td>
                  <td className="num">{row.overdue}</td>
                  <td className="num">{percent(row.completionRate)}</td>
                  <td className="num">{hours(row.hoursLogged)}</td>
                  <td>{score === null ? '—' : `${score} (${scoreLevel(score).label})`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="faculty-report-note">{HOW.healthScore}</p>
      </section>

      <section aria-label="Team performance">
        <table>
          <caption>Team performance</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col" className="num">Assigned</th>
              <th scope="col" className="num">Completed</th>
              <th scope="col" className="num">Open</th>
              <th scope="col" className="num">Overdue</th>
              <th scope="col" className="num">Hours</th>
            </tr>
          </thead>
          <tbody>
            {performance.members.length === 0 ? (
              <tr>
                <td colSpan={6}>No members in your projects yet.</td>
              </tr>
            ) : (
              performance.members.map((row) => (
                <tr key={row.userId}>
                  <th scope="row">{row.name}</th>
                  <td className="num">{row.assigned}</td>
                  <td className="num">{row.completed}</td>
                  <td className="num">{row.open}</td>
                  <td className="num">{row.overdue}</td>
                  <td className="num">{hours(row.hoursLogged)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>

      <section aria-label="Milestones">
        <table>
          <caption>Milestones</caption>
          <thead>
            <tr>
              <th scope="col">Milestone</th>
              <th scope="col">Project</th>
              <th scope="col">Due</th>
              <th scope="col" className="num">Progress</th>
              <th scope="col">Health</th>
            </tr>
          </thead>
          <tbody>
            {milestones.elements.length === 0 ? (
              <tr>
                <td colSpan={5}>No versions (milestones) yet.</td>
              </tr>
            ) : (
              milestones.elements.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.project_name}</td>
                  <td>{row.due_date ?? '—'}</td>
                  <td className="num">{row.progress}%</td>
                  <td>{row.status === 'closed' ? 'Closed' : (MILESTONE_HEALTH_LABEL[row.health_status]?.label ?? row.health_status)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
