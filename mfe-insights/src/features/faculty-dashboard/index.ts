// The faculty (mentor) dashboard feature (issue 20 item 2): the page's sections, its export and printable report.
export { FacultyDashboard } from './ui/FacultyDashboard';
export { TEXT as FACULTY_DASHBOARD_TEXT } from './model/faculty';
