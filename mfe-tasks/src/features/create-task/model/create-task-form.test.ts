import dayjs from 'dayjs';
import { buildCreateTaskBody } from './create-task-form';

const assignees = [
  { id: 7, name: 'Grace Hopper', type: 'User' as const, avatar: null },
  { id: 11, name: 'Design guild', type: 'Group' as const, avatar: null },
];

describe('buildCreateTaskBody', () => {
  it('sends every field, hours as ISO 8601 durations and links as hrefs', () => {
    const body = buildCreateTaskBody(
      {
        title: '  Pay with a saved card ',
        description: 'Use the vault',
        typeId: 3,
        statusId: 1,
        priorityId: 8,
        assignee: 'Group:11',
        estimatedHours: 2.5,
        remainingHours: 0,
        storyPoints: 8,
        startDate: dayjs('2026-03-02'),
        dueDate: dayjs('2026-03-13'),
        parentId: 40,
        versionId: 7,
      },
      { projectId: 5, assignees, typeName: 'User story' },
    );
    expect(body).toEqual({
      subject: 'Pay with a saved card',
      description: { raw: 'Use the vault' },
      startDate: '2026-03-02',
      dueDate: '2026-03-13',
      estimatedTime: 'PT2H30M',
      remainingTime: 'PT0H',
      storyPoints: 8,
      _links: {
        project: { href: '/api/v3/projects/5' },
        type: { href: '/api/v3/types/3' },
        status: { href: '/api/v3/statuses/1' },
        priority: { href: '/api/v3/priorities/8' },
        assignee: { href: '/api/v3/groups/11' },
        parent: { href: '/api/v3/work_packages/40' },
        version: { href: '/api/v3/versions/7' },
      },
    });
  });

  it('leaves out empty optional fields, and story points for a type without them', () => {
    const body = buildCreateTaskBody(
      { title: 'Fix it', description: '  ', typeId: 1, estimatedHours: null, storyPoints: 5, startDate: null },
      { projectId: 5, assignees, typeName: 'Task' },
    );
    expect(body).toEqual({ subject: 'Fix it', _links: { project: { href: '/api/v3/projects/5' }, type: { href: '/api/v3/types/1' } } });
  });
});
