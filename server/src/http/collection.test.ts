import { countedPage, pageWindow, totalledPage } from './collection.ts';

/** A collection over `rows` that records which statements it would run. */
function recording(rows: number[], options: { pageCarriesTotal: boolean }) {
  const statements: string[] = [];
  const page = async (limit: number, offset: number) => {
    statements.push(`page ${limit} ${offset}`);
    return rows.slice(offset, offset + limit);
  };
  const count = async () => {
    statements.push('count');
    return rows.length;
  };
  const hydrate = async (ids: number[]) => {
    statements.push('hydrate');
    return ids.map((id) => `element ${id}`);
  };
  const totalled = {
    count,
    hydrate,
    page: async (limit: number, offset: number) => {
      const pageRows = await page(limit, offset);
      return { rows: pageRows, total: options.pageCarriesTotal && pageRows.length > 0 ? rows.length : null };
    },
  };
  return { statements, counted: { count, page, hydrate }, totalled };
}

describe('pageWindow', () => {
  test('turns a 1-based page into an SQL limit and offset', () => {
    expect(pageWindow({ offset: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });
});

describe('countedPage', () => {
  test('counts, then reads and hydrates the page', async () => {
    const source = recording([1, 2, 3, 4, 5], { pageCarriesTotal: false });
    expect(await countedPage({ offset: 2, pageSize: 2 }, source.counted)).toEqual({ total: 5, elements: ['element 3', 'element 4'] });
    expect(source.statements).toEqual(['count', 'page 2 2', 'hydrate']);
  });

  test('stops after the count when nothing matches or pageSize is 0', async () => {
    const empty = recording([], { pageCarriesTotal: false });
    expect(await countedPage({ offset: 1, pageSize: 20 }, empty.counted)).toEqual({ total: 0, elements: [] });
    expect(empty.statements).toEqual(['count']);
    const sizeZero = recording([1, 2], { pageCarriesTotal: false });
    expect(await countedPage({ offset: 1, pageSize: 0 }, sizeZero.counted)).toEqual({ total: 2, elements: [] });
    expect(sizeZero.statements).toEqual(['count']);
  });

  test('does not hydrate a page past the end', async () => {
    const source = recording([1, 2], { pageCarriesTotal: false });
    expect(await countedPage({ offset: 5, pageSize: 2 }, source.counted)).toEqual({ total: 2, elements: [] });
    expect(source.statements).toEqual(['count', 'page 2 8']);
  });
});

describe('totalledPage', () => {
  test('takes the total from the page statement: no count', async () => {
    const source = recording([1, 2, 3], { pageCarriesTotal: true });
    expect(await totalledPage({ offset: 1, pageSize: 2 }, source.totalled)).toEqual({ total: 3, elements: ['element 1', 'element 2'] });
    expect(source.statements).toEqual(['page 2 0', 'hydrate']);
  });

  test('counts only where no page row can carry the total', async () => {
    const pastTheEnd = recording([1, 2, 3], { pageCarriesTotal: true });
    expect(await totalledPage({ offset: 9, pageSize: 2 }, pastTheEnd.totalled)).toEqual({ total: 3, elements: [] });
    expect(pastTheEnd.statements).toEqual(['page 2 16', 'count']);
    const sizeZero = recording([1, 2, 3], { pageCarriesTotal: true });
    expect(await totalledPage({ offset: 1, pageSize: 0 }, sizeZero.totalled)).toEqual({ total: 3, elements: [] });
    expect(sizeZero.statements).toEqual(['count']);
  });
});
