import { render, screen } from '@testing-library/react';
import { AppProviders, mapProjectDetail, MemoryRouter } from '@tessera/shared';
import { Profiler } from 'react';
import { projectHal } from '../../../../test/fake-api';
import { ProjectGrid } from './ProjectGrid';

const projects = Array.from({ length: 30 }, (_, index) => mapProjectDetail(projectHal({ id: index + 1, name: `Project ${index + 1}` })));

it('renders the first screenful of cards first, then the rest of the page in the next render', () => {
  const cardsPerCommit: number[] = [];
  render(
    <AppProviders>
      <MemoryRouter>
        <Profiler id="grid" onRender={() => cardsPerCommit.push(document.querySelectorAll('[data-testid="project-card"]').length)}>
          <ProjectGrid projects={projects} page={1} onPageChange={() => undefined} highlight={[]} onOpen={() => undefined} />
        </Profiler>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(cardsPerCommit[0]).toBe(12);
  expect(cardsPerCommit.at(-1)).toBe(24);
  expect(screen.getAllByTestId('project-card')).toHaveLength(24);
  expect(screen.getByText('1-24 of 30 projects')).toBeInTheDocument();
});
