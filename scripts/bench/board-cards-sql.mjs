// What a board card shows, for every work package of a project (open and closed) in board order: the fields of the
// board's select, with the names of status, type, priority, assignee and version, and the comment count. One query,
// the board's floor on SQLite (floor.mjs) and on PostgreSQL (floor-postgres.mjs); `projectParameter` is the
// driver's placeholder for the project id ('?' or '$1').
export const boardCardsSql = (projectParameter) => `
  SELECT w.id, w.subject, w.description, w.lock_version, w.position, w.story_points, w.due_date, w.start_date,
    w.estimated_hours, w.remaining_hours, w.done_ratio, w.parent_id, w.project_id, w.created_at, w.updated_at,
    w.status_id, s.name AS status_name, s.is_closed, w.type_id, t.name AS type_name, w.priority_id, pr.name AS priority_name,
    w.assigned_to_id, a.name AS assignee_name, a.type AS assignee_type, w.version_id, v.name AS version_name,
    parent.subject AS parent_subject,
    (SELECT count(*) FROM journals j WHERE j.journable_type = 'WorkPackage' AND j.journable_id = w.id AND j.notes <> '') AS comment_count
  FROM work_packages w JOIN statuses s ON s.id = w.status_id JOIN types t ON t.id = w.type_id
  JOIN priorities pr ON pr.id = w.priority_id LEFT JOIN principals a ON a.id = w.assigned_to_id
  LEFT JOIN versions v ON v.id = w.version_id LEFT JOIN work_packages parent ON parent.id = w.parent_id
  WHERE w.project_id = ${projectParameter} ORDER BY w.position, w.id`;
