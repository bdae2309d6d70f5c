import { referenceOfHref } from './reference-href';

const ORIGIN = 'https://tessera.example';

test.each([
  ['/work_packages/12', { kind: 'task', id: 12 }],
  ['https://tessera.example/projects/3?task=44', { kind: 'task', id: 44 }],
  ['/docs/7', { kind: 'document', id: 7 }],
  ['/docs/7?from=project', { kind: 'document', id: 7 }],
  ['https://elsewhere.example/docs/7', null],
  ['/work_packages/0', null],
  ['/work_packages/12/activities', null],
  ['/projects/3', null],
  ['mailto:a@b.c', null],
  ['', null],
])('%s refers to %o', (href, target) => {
  expect(referenceOfHref(href, ORIGIN)).toEqual(target);
});
