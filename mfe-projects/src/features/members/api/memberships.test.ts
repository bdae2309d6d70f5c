import { jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { membershipHal } from '@tessera/shared/test/fixtures';
import { fetchAllMembers, mapMemberRow } from './memberships';

describe('project members', () => {
  it('reads every page of 100 until the total is in', async () => {
    const all = Array.from({ length: 130 }, (_, index) => membershipHal(index + 1, { id: 1000 + index, name: `Person ${index + 1}` }));
    const fetchMock = mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      const offset = Number(url.searchParams.get('offset'));
      const elements = all.slice((offset - 1) * 100, offset * 100);
      return jsonResponse(200, { _type: 'Collection', total: all.length, count: elements.length, _embedded: { elements } });
    });
    const members = await fetchAllMembers(5);
    expect(members).toHaveLength(130);
    expect(requestsOf(fetchMock).map((request) => request.url)).toEqual([
      '/api/v3/projects/5/memberships?pageSize=100&offset=1',
      '/api/v3/projects/5/memberships?pageSize=100&offset=2',
    ]);
  });

  it('reads the action links and an hourly rate when the server sends one', () => {
    const hal = membershipHal(3, { id: 7, name: 'Grace Hopper' });
    expect(mapMemberRow(hal)).toMatchObject({ canUpdate: false, canDelete: false, hourlyRate: null, principalName: 'Grace Hopper' });
    hal._links.updateImmediately = { href: '/api/v3/memberships/3', method: 'patch' };
    hal._links.delete = { href: '/api/v3/memberships/3', method: 'delete' };
    expect(mapMemberRow({ ...hal, hourlyRate: 37.5 })).toMatchObject({ canUpdate: true, canDelete: true, hourlyRate: 37.5 });
  });
});
