import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { LazyLoaded, preloadLazy, preloadOnIntent } from '../src/ui/RetryableLazy';
import { setupUser } from './user';

function Loaded({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const failedWithRetry = (retry: () => void) => <button onClick={retry}>Retry</button>;

test('a component whose code failed to load shows the fallback, and Retry loads it anew', async () => {
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: Loaded });
  };
  const user = setupUser();
  render(<LazyLoaded load={load} props={{ name: 'Ada' }} failed={failedWithRetry} />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(attempts).toBe(2);
});

test('a second instance, or the same one mounted again, renders at once from the loaded code', async () => {
  let loads = 0;
  const loadOnce = () => {
    loads += 1;
    return Promise.resolve({ default: Loaded });
  };
  const view = render(<LazyLoaded key="first" load={loadOnce} props={{ name: 'Ada' }} placeholder={<p>Loading</p>} failed={failedWithRetry} />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  view.rerender(<LazyLoaded key="again" load={loadOnce} props={{ name: 'Grace' }} placeholder={<p>Loading</p>} failed={failedWithRetry} />);
  // No placeholder in between: the code is known.
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(loads).toBe(1);
});

test('an instance mounted after a failed load loads anew', async () => {
  let tries = 0;
  const loadFlaky = () => {
    tries += 1;
    return tries === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: Loaded });
  };
  const view = render(<LazyLoaded key="first" load={loadFlaky} props={{ name: 'Ada' }} failed={() => <p>Failed</p>} />);
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  view.rerender(<LazyLoaded key="second" load={loadFlaky} props={{ name: 'Ada' }} failed={() => <p>Failed</p>} />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(tries).toBe(2);
});

test('LazyLoaded shows its placeholder while loading, its failure with a Retry, then the component with its props', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let loads = 0;
  let finish: () => void = () => {};
  const loadSlowly = () => {
    loads += 1;
    if (loads === 1) return Promise.reject(new Error('ChunkLoadError'));
    return new Promise<{ default: typeof Loaded }>((resolve) => { finish = () => resolve({ default: Loaded }); });
  };
  const user = setupUser();
  render(<LazyLoaded load={loadSlowly} props={{ name: 'Grace' }} placeholder={<p>Loading</p>} failed={(retry) => <button onClick={retry}>Try again</button>} />);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  finish();
  expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  expect(loads).toBe(2);
});

test('preloadLazy starts a load and keeps its failure for the render that needs it', async () => {
  const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  preloadLazy(failing);
  await Promise.resolve();
  expect(failing).toHaveBeenCalledTimes(1);
});

test('preloadOnIntent starts the preload when a pointer or the focus reaches the control', async () => {
  const preload = jest.fn();
  const user = setupUser();
  render(<button {...preloadOnIntent(preload)}>Open</button>);
  await user.hover(screen.getByRole('button', { name: 'Open' }));
  expect(preload).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(preload).toHaveBeenCalledTimes(2);
});

test('code a preload brings in between the render and its effect is rendered (the render showed the placeholder)', async () => {
  let answer!: (module: { default: typeof Loaded }) => void;
  const arriving = new Promise<{ default: typeof Loaded }>((resolve) => {
    answer = resolve;
  });
  const load = () => arriving;
  preloadLazy(load);
  // The preload answers while the placeholder renders: its then() runs after that render's task, before the effects'.
  function Placeholder() {
    answer({ default: Loaded });
    return <p>Loading</p>;
  }
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    root.render(<LazyLoaded load={load} props={{ name: 'Ada' }} placeholder={<Placeholder />} failed={failedWithRetry} />);
    await waitFor(() => expect(container).toHaveTextContent('Hello Ada'));
  } finally {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
