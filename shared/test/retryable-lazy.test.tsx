import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { LoadFailureBoundary, useRetryableLazy } from '../src/ui/RetryableLazy';
import { setupUser } from './user';

function Loaded({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

// Fails the first time (a chunk that did not load), then loads.
let attempts = 0;
const load = () => {
  attempts += 1;
  return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: Loaded });
};

function Host() {
  const { Lazy, retry } = useRetryableLazy(load);
  return (
    <LoadFailureBoundary onRetry={retry} fallback={(again) => <button onClick={again}>Retry</button>}>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>
    </LoadFailureBoundary>
  );
}

test('a component whose code failed to load shows the fallback, and Retry loads it anew', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = setupUser();
  render(<Host />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(attempts).toBe(2);
});
