// The task panel on the project page as the tasks view mounts it: /projects/:projectId?task=<id>, with the
// suite's providers and the URL shown in a probe (to see the panel clear its parameter).
import { render } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes, setCurrentUser, useLocation, useOpenTask, type CurrentUser } from '@tessera/shared';
import { TaskPanel } from '../ui/TaskPanel';
import { PROJECT_ID } from './tasks-server';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What a card click does on the board: select another task in the URL. */
function OpenTask({ taskIds }: { taskIds: number[] }) {
  const openTask = useOpenTask();
  return (
    <>
      {taskIds.map((id) => (
        <button key={id} type="button" data-testid={`open-task-${id}`} onClick={() => openTask(id)}>
          Open #{id}
        </button>
      ))}
    </>
  );
}

export const PANEL_USER: CurrentUser = {
  id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [],
};

export function renderPanel(search: string, user: CurrentUser = PANEL_USER, openable: number[] = []) {
  setCurrentUser(user);
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/projects/${PROJECT_ID}${search}`]}>
        <Routes>
          <Route path="/projects/:projectId" element={<><TaskPanel projectId={PROJECT_ID} /><LocationProbe /><OpenTask taskIds={openable} /></>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent };
}
